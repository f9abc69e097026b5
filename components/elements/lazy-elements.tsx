'use client';
// A video player and a live webcam image appear on few pages; their code loads only on a page that renders one.
import dynamic from 'next/dynamic';

export const EmbedPlayer = dynamic(() => import('./EmbedPlayer').then((m) => m.EmbedPlayer));
export const WebcamImage = dynamic(() => import('./WebcamImage').then((m) => m.WebcamImage));
