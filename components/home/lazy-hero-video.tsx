'use client';
// The hero video's code loads only on a home page whose hero is a video (next/dynamic keeps it out of the home
// routes' chunk); without a `loading` option it adds no Suspense boundary of its own.
import dynamic from 'next/dynamic';

export const HeroVideo = dynamic(() => import('./HeroVideo').then((m) => m.HeroVideo));
