/**
 * Runs once when a server starts (Next calls `register`): the replica's sync starts now, so the first visitor finds
 * the published content already local. Not during `next build`, which prerenders from the content host.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startContentSync } = await import('@/lib/content/publish');
  startContentSync();
}
