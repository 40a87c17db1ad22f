// Vite plugin: writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, for the server to send
// as is (serveStatic's `precompressed`), so no request pays for compression and the best level can be used.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing; source maps are never served, so never compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|txt|json|webmanifest|xml)$/;
/** DECIDE: below 1 KB the saving is smaller than a packet and not worth a second file. */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  );
  return nested.flat();
}

/** Compresses every text file under `dir`; a variant is kept only when it is smaller than the file. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [body, ext] of [
        [br, '.br'],
        [gz, '.gz'],
      ] as const) {
        if (body.length < raw.length) {
          await writeFile(file + ext, body);
          written++;
        }
      }
    }),
  );
  return written;
}

/** Precompresses the build output once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'caravan:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const count = await precompressDir(outDir);
      this.info(`precompressed ${count} files (brotli and gzip)`);
    },
  };
}
