'use client';

import dynamic from 'next/dynamic';

/**
 * The canvas' editing islands in chunks of their own: the layout and the page import them for editing mode only, and
 * imported directly they would ship to every visitor of every page (a route's entry holds every client component its
 * server modules import, rendered or not).
 */
export const CanvasEditingBridge = dynamic(() =>
  import('./CanvasEditingBridge.client').then((module) => module.CanvasEditingBridge),
);
export const LiveComposition = dynamic(() =>
  import('@/lib/editing/LiveComposition.client').then((module) => module.LiveComposition),
);
