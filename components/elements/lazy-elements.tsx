'use client';
// Client elements that appear on few pages (a video player, a live webcam image): their code loads only on a
// page that renders one. Without a `loading` option next/dynamic adds no Suspense boundary of its own, so the
// caller's boundary and fallback (server HTML) stay in charge.
import dynamic from 'next/dynamic';

export const EmbedPlayer = dynamic(() => import('./EmbedPlayer').then((m) => m.EmbedPlayer));
export const WebcamImage = dynamic(() => import('./WebcamImage').then((m) => m.WebcamImage));
