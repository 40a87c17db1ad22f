// @caravan/domain as another service sees it: built ESM with declarations, imported by plain Node.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsc = `${root}node_modules/.bin/tsc`;

beforeAll(() => {
  execFileSync(tsc, ['-b', 'packages/domain'], { cwd: root, stdio: 'pipe' });
}, 240_000);

describe('@caravan/domain built package', () => {
  it('builds to ESM with type declarations', () => {
    const pkg = JSON.parse(readFileSync(`${root}packages/domain/package.json`, 'utf8'));
    expect(pkg.type).toBe('module');
    expect(pkg.sideEffects).toBe(false);
    expect(existsSync(`${root}packages/domain/dist/index.js`)).toBe(true);
    expect(existsSync(`${root}packages/domain/dist/index.d.ts`)).toBe(true);
  });

  it('is imported from its built output by plain Node, with no side effects on import', () => {
    // No `source` condition here: Node resolves the package's `default` export, dist/index.js.
    const script = `
      const before = new Set(Object.keys(globalThis));
      const d = await import('@caravan/domain');
      const resolved = import.meta.resolve('@caravan/domain');
      console.log(JSON.stringify({
        resolved,
        // zod registers its own metadata registry on globalThis; anything else would be ours.
        globalsAdded: Object.keys(globalThis).filter((k) => !before.has(k) && !k.startsWith('__zod')),
        trip: d.tripStatusSchema.parse('trova_pricing_approved'),
        money: d.formatMoney(d.money(123450, 'USD')),
        exports: Object.keys(d).length,
      }));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    const result = JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
    expect(result.resolved).toMatch(/packages\/domain\/dist\/index\.js$/);
    expect(result.globalsAdded).toEqual([]);
    expect(result.trip).toBe('pricing-approved');
    expect(result.money).toBe('$1,234.50');
    expect(result.exports).toBeGreaterThan(100);
  });
});
