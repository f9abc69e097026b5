// The peak resident memory of a process tree while a case runs, sampled every half second.
import { treeRssKb } from './procs.mjs';

/** Starts sampling `pid`; `stop()` ends it and answers the peak in MB. */
export function rssSampler(pid, everyMs = 500) {
  let peakKb = treeRssKb(pid);
  const timer = setInterval(() => (peakKb = Math.max(peakKb, treeRssKb(pid))), everyMs);
  return {
    stop() {
      clearInterval(timer);
      peakKb = Math.max(peakKb, treeRssKb(pid));
      return Math.round(peakKb / 1024);
    },
  };
}
