// The generic data-access contract: response envelope, error unwrapping, same-path request cap, CRUD requests (PLT §7, §8).
import { z } from 'zod';
import { GENERIC_UPDATE_METHOD, REQUESTS_LIMIT_REACHED_MESSAGE, SAME_PATH_REQUEST_LIMIT } from './user.constants.js';

/** The envelope of every API response: success, data and error (PLT-054). */
export function apiResponseEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: data.optional(),
    error: z.string().optional(),
    code: z.string().optional(),
  });
}
interface ApiResponseEnvelope<T> {
  success: boolean;
  data?: T | undefined;
  error?: string | undefined;
  code?: string | undefined;
}

/** An error carrying the server's error text and code. */
export class ApiResponseError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'ApiResponseError';
    this.code = code;
  }
}

/** The data of a response; a response with success false throws the server's error text (PLT-055). */
export function unwrapApiResponse<T>(envelope: ApiResponseEnvelope<T>): T | undefined {
  if (!envelope.success) throw new ApiResponseError(envelope.error ?? 'Request failed', envelope.code);
  return envelope.data;
}

/** The running count of consecutive requests to one path. */
interface SamePathRequestState {
  path: string | null;
  count: number;
}
export const INITIAL_SAME_PATH_REQUEST_STATE: SamePathRequestState = { path: null, count: 0 };

/** The state after one more request; throws 'Requests limit reached' past 5 requests in a row to one path (PLT-051). */
export function trackSamePathRequest(state: SamePathRequestState, path: string): SamePathRequestState {
  const count = state.path === path ? state.count + 1 : 1;
  if (count > SAME_PATH_REQUEST_LIMIT) throw new ApiResponseError(REQUESTS_LIMIT_REACHED_MESSAGE, 'requests-limit');
  return { path, count };
}

/** The generic operations of the data layer. */
type GenericResourceOperation = 'list' | 'get' | 'search' | 'create' | 'update';

/** Paths are under the API: a base is made absolute under /api (PLT-053). */
export function apiResourcePath(base: string): string {
  const trimmed = base.replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed.startsWith('api/') || trimmed === 'api' ? `/${trimmed}` : `/api/${trimmed}`;
}

/** The method and path of a generic operation on a base path (PLT-057..061). */
export function genericResourceRequest(
  operation: GenericResourceOperation,
  base: string,
  options: { id?: string; search?: { limit?: number; type?: string; search?: string } } = {},
): { method: 'GET' | 'POST'; path: string } {
  const root = apiResourcePath(base);
  const needId = () => {
    if (!options.id) throw new RangeError(`${operation} needs an id`);
    return `${root}/${encodeURIComponent(options.id)}`;
  };
  switch (operation) {
    case 'list':
      return { method: 'GET', path: root };
    case 'get':
      return { method: 'GET', path: needId() };
    case 'search': {
      const params = Object.entries(options.search ?? {})
        .filter(([, v]) => v !== undefined && v !== '')
        .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
      return { method: 'GET', path: `${root}/${params.length ? `?${params.join('&')}` : ''}` };
    }
    case 'create':
      return { method: 'POST', path: root };
    case 'update':
      return { method: GENERIC_UPDATE_METHOD, path: needId() };
  }
}
