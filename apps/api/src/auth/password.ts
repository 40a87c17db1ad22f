// Password hashing with scrypt (N=2^17, r=8, p=1), stored as a self-describing string.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * DECIDE (issue 29 point 3, decision 035): at most half the cores' worth of scrypt at once per process (at least one),
 * first come, first served. scrypt runs on libuv's pool (4 threads), off the event loop, but on 2 cores four at once
 * starve the event loop that answers everyone else, and finish all together at the end instead of one by one in
 * arrival order.
 */
export const SCRYPT_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));

let running = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SCRYPT_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line (running stays counted), or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  inTurn(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );

/** OWASP's scrypt floor: N=2^17, r=8, p=1 needs 128 MiB, so maxmem is raised above Node's 32 MiB default. */
export const SCRYPT_PARAMS = { logN: 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;
const MAXMEM = 256 * 1024 * 1024;

/** The scrypt cost a hash is made with: SCRYPT_PARAMS, or (test worlds only) a cheaper one. */
export type ScryptParams = { readonly [K in keyof typeof SCRYPT_PARAMS]: number };

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const { logN, r, p, keyLength, saltLength } = params;
  const salt = randomBytes(saltLength);
  const key = await scrypt(password, salt, keyLength, { N: 2 ** logN, r, p, maxmem: MAXMEM });
  return `scrypt$${logN}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** True when `password` matches `stored`; constant-time on the derived key. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, logN, r, p, saltB64, keyB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyB64, 'base64url');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64url'), expected.length, {
    N: 2 ** Number(logN),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing anyone knows, verified against when the account does not exist (same timing). */
let decoy: Promise<string> | undefined;
export const decoyHash = () => {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
};
