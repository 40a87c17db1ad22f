// Fails a browser test whose pages tried to reach a host other than the app (or a deliberately stubbed one).
import { afterEach, expect } from 'vitest';
import { takeRefusedRequests } from './browser.js';

afterEach(() => {
  expect(takeRefusedRequests(), 'requests to outside hosts (stub them in support/browser.ts)').toEqual([]);
});
