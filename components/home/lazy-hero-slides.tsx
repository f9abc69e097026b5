'use client';
// Only home views with slides render the carousel: its code loads there, not with every prefetch of a home route.
import dynamic from 'next/dynamic';

export const HeroSlides = dynamic(() => import('./HeroSlides').then((m) => m.HeroSlides));
