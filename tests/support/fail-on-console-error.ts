// Any console.error a test did not expect fails that test: silent errors are bugs.
import { afterEach, vi } from 'vitest';

const spy = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error: ${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
  }
});
