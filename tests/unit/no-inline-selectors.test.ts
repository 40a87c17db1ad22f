// Screens read machine snapshots through named selectors (issue 28 point 3: "selectors in `<name>.selectors.ts`"):
// every portal source file is parsed and a `useSelector(actor, (s) => …)` with an inline function as its selector
// fails here with its file:line, so what a screen reads stays named, typed on the machine and tested beside it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const portalSrc = join(root, 'apps/portal/src');

/** The portal's source files: .ts and .tsx, not tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** The 1-based lines where `useSelector(` gets an inline arrow or function expression as its second argument. */
function inlineSelectorLines(fileName: string, text: string): number[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'useSelector' &&
      node.arguments[1] !== undefined &&
      (ts.isArrowFunction(node.arguments[1]) || ts.isFunctionExpression(node.arguments[1]))
    )
      lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

describe('no inline selectors in the portal', () => {
  it('[issue 28] the scan finds an inline selector on one line or over several, and not a named one', () => {
    const text = [
      'const a = useSelector(actor, (s) => s.context.x);',
      'const b = useSelector(actor, selectX);',
      'const c = useSelector(',
      '  actor,',
      '  function (s) { return s.matches("y"); },',
      ');',
      'const d = useSelector(actor, selectOf(id));',
    ].join('\n');
    expect(inlineSelectorLines('fixture.tsx', text)).toEqual([1, 3]);
  });

  it('[issue 28] no portal screen passes an inline function to useSelector: each reads a named selector', () => {
    const files = sourceFiles(portalSrc);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      inlineSelectorLines(file, readFileSync(file, 'utf8')).map((line) => `${relative(root, file)}:${line}`),
    );
    expect(found, 'move each into the machine’s <name>.selectors.ts and pass it by name').toEqual([]);
  });
});
