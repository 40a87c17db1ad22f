// How the demo media travel (issue 26 point 1): GET /demo/** answers the committed pictures and documents of
// apps/api/media/demo with their real content type, a year's immutable cache and an ETag; anything missing under a
// media path is a plain 404, never the portal's page.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { DEMO_MEDIA_PREFIX } from '@caravan/domain';
import type { Hono, MiddlewareHandler } from 'hono';
import { API_ROOT } from '../paths.js';
import type { AppEnv } from './context.js';

/** Where the demo media are on disk (drawn by scripts/media/generate.mjs, committed). */
export const MEDIA_DIR = join(API_ROOT, 'media');
/** Paths that only ever name a file (demo media, uploads): a miss is a 404, never the SPA page. */
export const MEDIA_PATH_PREFIXES = [DEMO_MEDIA_PREFIX, '/api/files/'] as const;
/**
 * DECIDE: a year, immutable, though the names carry no hash. Demo media are versioned by name (the generator's rule:
 * a changed picture gets a new name), so a browser may keep them for good; the ETag still lets a client that
 * revalidates anyway get a 304. Lighthouse counts anything shorter as an inefficient cache policy on the public pages.
 */
export const MEDIA_CACHE = 'public, max-age=31536000, immutable';

/** The content type of each media extension served; any other extension is not a media file (404). */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/** Whether `path` names a media file (served as a file or refused with a 404). */
export const isMediaPath = (path: string): boolean => MEDIA_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));

/** A document the portal frames (the Preparation tab's PDF): only these are frameable, and only by our own origin. */
export const isFrameableDocument = (path: string): boolean =>
  path.startsWith(DEMO_MEDIA_PREFIX) && extname(path).toLowerCase() === '.pdf';

interface MediaFile {
  bytes: Buffer;
  etag: string;
}
/** Files read once: they are small and never change while the server runs. */
const cache = new Map<string, Promise<MediaFile | null>>();

async function load(file: string): Promise<MediaFile | null> {
  try {
    const bytes = await readFile(file);
    return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
  } catch {
    return null;
  }
}

/** The file a /demo/… path names inside MEDIA_DIR, or null when it would step outside or is not a media type. */
function fileOf(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (!MEDIA_TYPES[extname(decoded).toLowerCase()]) return null;
  const file = normalize(join(MEDIA_DIR, decoded));
  return file.startsWith(MEDIA_DIR + sep) ? file : null;
}

const notFound: MiddlewareHandler = async (c) => c.text('Not found', 404, { 'Cache-Control': 'no-store' });

const serveDemoMedia: MiddlewareHandler<AppEnv> = async (c, next) => {
  const file = fileOf(c.req.path);
  if (!file) return notFound(c, next);
  let loading = cache.get(file);
  if (!loading) {
    loading = load(file);
    cache.set(file, loading);
  }
  const media = await loading;
  if (!media) {
    cache.delete(file);
    return notFound(c, next);
  }
  c.header('Cache-Control', MEDIA_CACHE);
  c.header('ETag', media.etag);
  c.header('X-Content-Type-Options', 'nosniff');
  if (c.req.header('if-none-match') === media.etag) return c.body(null, 304);
  const type = MEDIA_TYPES[extname(file).toLowerCase()] as string;
  c.header('Content-Type', type);
  c.header('Content-Length', String(media.bytes.length));
  return c.body(new Uint8Array(media.bytes), 200);
};

/** Adds GET /demo/** to `app`; a missing demo file answers a plain 404. */
export function serveMedia(app: Hono<AppEnv>): void {
  app.get(`${DEMO_MEDIA_PREFIX}*`, serveDemoMedia);
  app.all(`${DEMO_MEDIA_PREFIX}*`, notFound);
}
