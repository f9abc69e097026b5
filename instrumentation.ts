/**
 * Runs once when a server starts (Next calls `register`): the replica's sync and the conditions' polls start now, so
 * the first visitor finds the published content (and the latest conditions) already local. Not during `next build`,
 * which prerenders from the content host.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startContentSync } = await import('@/lib/content/publish');
  startContentSync();
  // Live conditions are polled in the background too: a visitor's request only reads what the polls stored.
  const { startConditions } = await import('@/lib/server/conditions/poller');
  startConditions();
  // Event submissions kept while the content host was away are forwarded after a restart too.
  const { resumeEventForwarding } = await import('@/lib/forms/submit-event-store');
  resumeEventForwarding();
}
