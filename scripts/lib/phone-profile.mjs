// Lighthouse's mobile profile as Playwright and the DevTools protocol set it: the phone project of e2e
// (tests/e2e/phone.spec.ts) and the bench's taps section (tests/bench/lib/taps.mjs) tap pages as the same phone.

/** Browser context options: 390×844 at 2×, touch (a tap sends no hover first). The user agent is the caller's. */
export const PHONE_VIEWPORT = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * Lighthouse's mobile throttling: 1.6 Mbps down, 750 kbps up, 150 ms round trips; the CPU 4× slower. With
 * `network: false` the CPU alone (the network then is loopback's). Returns the DevTools session it used.
 */
export async function throttleLikeAPhone(page, { network = true } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (!network) return cdp;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return cdp;
}

/**
 * An init script (page.addInitScript) recording every interaction of the page (Event Timing entries with an
 * interactionId, 16 ms and longer, as INP counts them) in `window.__interactions` as [interactionId, duration,
 * startTime].
 */
export function recordInteractions() {
  const seen = (window.__interactions = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) seen.push([entry.interactionId, entry.duration, entry.startTime]);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}
