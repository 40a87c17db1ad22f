// The server's structured log: pino JSON lines on stdout, the level from LOG_LEVEL, secrets redacted by path.
import { pino, type Logger } from 'pino';
import { requestLogger } from './request-log.js';

export type { Logger };

/** The levels LOG_LEVEL accepts (pino's, and `silent` for none). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Paths whose values never reach a log line, whatever a caller passes: credentials, session and reset tokens,
 * cookies, authorization headers and card data. Logged objects are shallow (the access log never carries a body), so
 * one and two levels deep cover every field name we use; `*` is any key at that level.
 */
export const REDACTED_PATHS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'cardToken',
  'cardNumber',
  'cvc',
  'authorization',
  'cookie',
  'set-cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.cardToken',
  '*.cardNumber',
  '*.cvc',
  '*.authorization',
  '*.cookie',
  '*["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
] as const;

/** What a redacted value is logged as. */
export const REDACTED = '[redacted]';

/**
 * DECIDE: `info` by default (one access line per request, boot lines). Under NODE_ENV=test only errors, and those go
 * through console.error, so tests stay quiet and an unexpected error still fails its test (fail-on-console-error).
 */
export const defaultLogLevel = (nodeEnv: string | undefined): LogLevel => (nodeEnv === 'test' ? 'error' : 'info');

/** Under test, error lines reach console.error (where the test setup watches for them). */
const toConsoleError: pino.DestinationStream = { write: (line: string) => console.error(line.trimEnd()) };

/**
 * DECIDE: stdout is written in batches of at least 4 KB (about 15 access lines), and at least every 200 ms (issue 29
 * point 2). One write per access line, synchronous or not, was about 5% of a read's busy time under load (the
 * profile's writeString); batched, a line reaches the reader at most 200 ms late. Order is kept, and pino writes
 * what is buffered when the process exits.
 */
export const LOG_BATCH_BYTES = 4096;
export const LOG_FLUSH_INTERVAL_MS = 200;

/**
 * The process's logger. `destination` is for tests that read the lines (a stream); by default stdout, in batches.
 */
export function createLogger(
  options: { level?: LogLevel | undefined; nodeEnv?: string | undefined } = {},
  destination?: pino.DestinationStream,
): Logger {
  const config = {
    level: options.level ?? defaultLogLevel(options.nodeEnv),
    base: { service: 'caravan' },
    redact: { paths: [...REDACTED_PATHS], censor: REDACTED },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const out =
    destination ??
    (options.nodeEnv === 'test'
      ? toConsoleError
      : pino.destination({
          dest: 1,
          sync: false,
          minLength: LOG_BATCH_BYTES,
          periodicFlush: LOG_FLUSH_INTERVAL_MS,
        }));
  return pino(config, out);
}

/** The logger for code that is not handed one: the running request's (its lines carry its id), else the process's. */
let processLogger: Logger | undefined;
export function log(): Logger {
  const inRequest = requestLogger.getStore();
  if (inRequest) return inRequest;
  processLogger ??= createLogger({
    level: LOG_LEVELS.find((l) => l === process.env.LOG_LEVEL),
    nodeEnv: process.env.NODE_ENV ?? (process.env.VITEST ? 'test' : undefined),
  });
  return processLogger;
}

/** Replaces the process logger (the server at boot, with its validated LOG_LEVEL). */
export function setProcessLogger(logger: Logger): void {
  processLogger = logger;
}
