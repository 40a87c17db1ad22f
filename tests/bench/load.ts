// One load run with autocannon: an endpoint's requests (cycling through its variants) against Caravan or the
// raw-SQL baseline, for a fixed time at a fixed number of connections.
import autocannon from 'autocannon';
import type { Endpoint } from './endpoints.js';

export interface Figures {
  /** Successful (2xx) responses a second: a refusal (a sold-out or repeated booking, a rate limit) is no throughput. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** How many of each non-2xx status, when any. */
  refused?: Record<string, number>;
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
        const k = (n + (target === 'raw' ? (endpoint.rawOffset ?? 0) : 0)) % endpoint.variants;
        const r = endpoint.request(k);
        const substitutions = target === 'raw' ? endpoint.substitutions(k) : {};
        const headers = Object.keys(substitutions).length
          ? { ...r.headers, 'x-bench-substitute': JSON.stringify(substitutions) }
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
  // autocannon's requests a second count every answer; only the 2xx share of them is throughput.
  const answered = result['2xx'] + result.non2xx;
  const ok = answered > 0 ? result['2xx'] / answered : 0;
  const refused: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
    if (!code.startsWith('2')) refused[code] = count ?? 0;
  return {
    rps: Math.round(result.requests.average * ok * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(Object.keys(refused).length ? { refused } : {}),
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
