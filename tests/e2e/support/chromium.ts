// Debian's Chromium, headless and kept from reaching out on its own: this machine has no network but loopback.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium resolves only loopback names: a request to any other host fails inside the browser (the harness notes it
 * and fails the test: support/browser.ts guardNetwork). Stubbed outside sites are answered by a route before this.
 */
export const OFFLINE_HOST_RULES = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

export const CHROMIUM_ARGS = [
  OFFLINE_HOST_RULES,
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
];
