// Tests of the runtime configuration read from the environment at boot.
import { describe, expect, it } from 'vitest';
import { loadConfig, publicUrlOf } from './config.js';

describe('loadConfig', () => {
  it('[PLT-067] listens on the local development port 5000 when PORT is unset', () => {
    expect(loadConfig({}).PORT).toBe(5000);
    expect(loadConfig({ PORT: '8080' }).PORT).toBe(8080);
  });
  it('refuses a port outside 0..65535 with a message naming PORT', () => {
    expect(() => loadConfig({ PORT: '65536' })).toThrow(/PORT/);
  });
  it('takes a clock offset outside production and refuses one in production', () => {
    expect(loadConfig({ CARAVAN_CLOCK_OFFSET_MS: '86400000' }).CARAVAN_CLOCK_OFFSET_MS).toBe(86_400_000);
    expect(() => loadConfig({ NODE_ENV: 'production', CARAVAN_CLOCK_OFFSET_MS: '86400000' })).toThrow(
      /CARAVAN_CLOCK_OFFSET_MS/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).CARAVAN_CLOCK_OFFSET_MS).toBe(0);
  });
  it('PUBLIC_URL defaults to the address the server listens on, and an override wins (without a trailing slash)', () => {
    expect(publicUrlOf(loadConfig({}))).toBe('http://localhost:5000');
    expect(publicUrlOf(loadConfig({ PORT: '8080' }))).toBe('http://localhost:8080');
    expect(publicUrlOf(loadConfig({ PORT: '0' }), 43_210)).toBe('http://localhost:43210');
    expect(publicUrlOf(loadConfig({ PUBLIC_URL: 'https://trips.example.org/', PORT: '8080' }))).toBe(
      'https://trips.example.org',
    );
  });
  it('refuses a PUBLIC_URL that is not an http(s) address, naming PUBLIC_URL', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'trips.example.org' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://trips.example.org' })).toThrow(/PUBLIC_URL/);
  });
});
