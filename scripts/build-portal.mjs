#!/usr/bin/env node
// Builds the portal (`vite build` in apps/portal) unless the built folder was made from exactly the files it would be
// made from now. The test command builds the portal before the integration tier, before the browser tier, and CI once
// more before the PostgreSQL run: each build took about a minute of a 2-core machine for the same output.
// The inputs' fingerprint is kept in dist/.vite/ (the server refuses dot-folders, so it is never served).
// `node scripts/build-portal.mjs --force` builds regardless; `npm run build` always builds.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const portal = join(root, 'apps/portal');
const stampFile = join(portal, 'dist/.vite/build-inputs.sha256');

/** Everything `vite build` reads: the portal, the workspace packages it bundles from source, and the lockfile. */
const INPUTS = [
  'apps/portal/src',
  'apps/portal/public',
  'apps/portal/build',
  'apps/portal/index.html',
  'apps/portal/vite.config.ts',
  'apps/portal/package.json',
  'apps/portal/tsconfig.json',
  'packages/ui/src',
  'packages/domain/src',
  'packages/machines/src',
  'package-lock.json',
];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS)
    for (const file of filesUnder(join(root, input))) {
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
    }
  // The build inlines VITE_* variables: another value is another build.
  for (const [key, value] of Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b)))
    if (key.startsWith('VITE_')) hash.update(`${key}=${value}\0`);
  return hash.digest('hex');
}

const current = fingerprint();
const built = existsSync(join(portal, 'dist/index.html')) && existsSync(stampFile);
if (!process.argv.includes('--force') && built && readFileSync(stampFile, 'utf8').trim() === current) {
  console.log('[portal] the built portal is up to date with its sources: not rebuilt');
  process.exit(0);
}
execFileSync('npm', ['run', 'build', '-w', '@caravan/portal'], { cwd: root, stdio: 'inherit' });
mkdirSync(dirname(stampFile), { recursive: true });
writeFileSync(stampFile, `${current}\n`);
