// autocannon runs (in-process: the bench does nothing else while one runs).
import autocannon from 'autocannon';
import { sampleMachine } from '../../../scripts/lib/machine-busy.mjs';

export function cannon({ url, connections = 50, duration = 10, requests, headers }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration, requests, headers, timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('error', reject);
  });
}

/** A warm-up, a machine sample, then the measured run; figures the table needs. */
export async function measure(url, { duration = 10, connections = 50, warmSeconds = 2 } = {}) {
  const warm = warmSeconds > 0 ? await cannon({ url, connections, duration: warmSeconds }) : null;
  const machine = await sampleMachine();
  const r = await cannon({ url, connections, duration });
  return {
    url,
    machineBefore: machine,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    requests: r.requests.total,
    warmRequests: warm?.requests.total ?? 0,
    bytesPerSec: Math.round(r.throughput.average),
  };
}
