// Tests of the runtime configuration read from the environment at boot.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('[PLT-067] listens on the local development port 5000 when PORT is unset', () => {
    expect(loadConfig({}).PORT).toBe(5000);
    expect(loadConfig({ PORT: '8080' }).PORT).toBe(8080);
  });
  it('refuses a port outside 0..65535 with a message naming PORT', () => {
    expect(() => loadConfig({ PORT: '65536' })).toThrow(/PORT/);
  });
});
