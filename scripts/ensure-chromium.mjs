#!/usr/bin/env node
// Installs what the browser tests need when it is missing: Debian's Chromium and fonts to render text.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';

if (existsSync(CHROMIUM) && existsSync(FONT_DIR)) process.exit(0);

const root = process.getuid?.() === 0;
const sudo = root ? '' : 'sudo ';
console.log('[setup] installing Debian packages for browser tests: chromium, fonts-dejavu-core, fonts-liberation');
try {
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit' });
  execSync(
    `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core fonts-liberation`,
    {
      stdio: 'inherit',
    },
  );
} catch {
  console.error('[setup] could not install Chromium with apt-get: install the Debian package "chromium" and retry.');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`[setup] Chromium is still missing at ${CHROMIUM}.`);
  process.exit(1);
}
