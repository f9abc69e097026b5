/** Intrinsic size given to hero images and slides (3:2), so the hero reserves its space before images load. */
export const HERO_SLIDE_WIDTH = 1200;
export const HERO_SLIDE_HEIGHT = 800;
