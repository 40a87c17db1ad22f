// Dead code guard (issue 17): every domain export is used outside its own file, or justified in the allow-list.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without declarations; tests/unit is not type-checked by tsc -b.
import { classify, unjustified } from '../../scripts/unused-domain-exports.mjs';

describe('domain exports', () => {
  it('each export nothing else uses is deleted or justified in packages/domain/unused-exports.allow.md', () => {
    const groups = classify();
    // The public index only re-exports names something outside the domain imports.
    expect(groups.inside.filter((e: { public: boolean }) => e.public).map((e: { name: string }) => e.name)).toEqual([]);
    expect(unjustified(groups).map((e: { name: string; where: string }) => `${e.name} ${e.where}`)).toEqual([]);
  }, 120_000);
});
