// One load run with autocannon: an endpoint's requests (cycling through its variants) against Caravan or the
// raw-SQL baseline, for a fixed time at a fixed number of connections.
import autocannon from 'autocannon';
import type { Endpoint } from './endpoints.js';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** Where each endpoint's variant cycle stands: kept across runs so rate-limited users and addresses are spread. */
const cursor = new Map<string, number>();

/** The request builder: Caravan gets the endpoint's request, the baseline /e/{key} with the variant's substitutions. */
function requestsFor(endpoint: Endpoint, target: 'caravan' | 'raw'): autocannon.Request[] {
  return [
    {
      setupRequest: (req) => {
        const n = cursor.get(`${target}:${endpoint.key}`) ?? 0;
        cursor.set(`${target}:${endpoint.key}`, n + 1);
        const k = n % endpoint.variants;
        const r = endpoint.request(k);
        const headers =
          target === 'raw' && k > 0
            ? { ...r.headers, 'x-bench-substitute': JSON.stringify(endpoint.substitutions(k)) }
            : r.headers;
        const path = target === 'raw' ? `/e/${endpoint.key}` : r.path;
        return { ...req, method: r.method, path, headers, body: r.body };
      },
    },
  ];
}

export async function load(
  base: string,
  endpoint: Endpoint,
  target: 'caravan' | 'raw',
  connections: number,
  seconds: number,
): Promise<Figures> {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: requestsFor(endpoint, target),
  });
  return {
    rps: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A short warm-up (JIT, pools, caches) before an endpoint's figures count. */
export async function warmUp(base: string, endpoint: Endpoint, target: 'caravan' | 'raw'): Promise<void> {
  await autocannon({
    url: base,
    connections: 4,
    amount: endpoint.password ? 8 : 200,
    requests: requestsFor(endpoint, target),
  });
}
