const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `run` once the page has loaded (its hero image included), is visible and the browser is idle, so work
 * started then competes with nothing the first paint needs. Returns a function that cancels the wait.
 */
export function whenPageSettled(run: () => void): () => void {
  let cancelIdle = () => {};
  const step = () => {
    if (document.readyState !== 'complete' || document.visibilityState !== 'visible') return;
    stopListening();
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 1);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  const stopListening = () => {
    window.removeEventListener('load', step);
    document.removeEventListener('visibilitychange', step);
  };
  window.addEventListener('load', step);
  document.addEventListener('visibilitychange', step);
  step();
  return () => {
    stopListening();
    cancelIdle();
  };
}
