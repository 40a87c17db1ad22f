// Readable text for machine values: event names in words, state values as dotted paths, payloads in a line,
// context as JSON that survives dates, maps, sets, actor references and cycles.
import type { StateValue } from 'xstate';

/** Turns xstate's internal event names into words a reviewer reads (`xstate.after.5000.x` → `after 5s`). */
export function eventText(event: string): string {
  const after = /^xstate\.after\.(\d+)\./.exec(event);
  if (after) {
    const ms = Number(after[1]);
    return `after ${ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`}`;
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event);
  if (error) return `error: ${error[1]}`;
  if (event.startsWith('xstate.done.state.')) return 'done';
  return event;
}

/** The state value as dotted paths, one per active leaf (`payment.pending`; several for parallel states). */
export function statePaths(value: StateValue | undefined, prefix = ''): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [`${prefix}${value}`];
  const entries = Object.entries(value);
  if (entries.length === 0) return prefix ? [prefix.slice(0, -1)] : [];
  return entries.flatMap(([key, child]) =>
    child === undefined ? [`${prefix}${key}`] : statePaths(child as StateValue, `${prefix}${key}.`),
  );
}

const isActorRef = (v: object): v is { id: string; sessionId: string } =>
  'sessionId' in v && 'send' in v && typeof (v as { send: unknown }).send === 'function';

/** A JSON-safe copy of a value: dates as ISO strings, maps and sets as objects and arrays, actors by id. */
export function toPlain(value: unknown, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
    if (typeof value === 'bigint') return `${value}n`;
    if (value === undefined) return null;
    return value;
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (isActorRef(value)) return `[actor ${value.id}]`;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return toPlain((value as { toJSON: () => unknown }).toJSON(), seen);
  }
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), toPlain(v, seen)]));
  if (value instanceof Set) return [...value].map((v) => toPlain(v, seen));
  if (Array.isArray(value)) return value.map((v) => toPlain(v, seen));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v, seen)]));
}

/** Pretty JSON of any value, never throwing. */
export function toJson(value: unknown): string {
  try {
    return JSON.stringify(toPlain(value), null, 2) ?? 'undefined';
  } catch (error) {
    return `(cannot show: ${error instanceof Error ? error.message : String(error)})`;
  }
}

/** A short one-line rendering of a payload value (dates as ISO, objects as compact JSON, clipped). */
export function describeValue(value: unknown): string {
  const plain = toPlain(value);
  const text = typeof plain === 'string' ? plain : JSON.stringify(plain);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
