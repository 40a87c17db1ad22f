// Lists @caravan/domain's public exports by who uses them; fails on an unused export not in the allow-list.
// Usage: node scripts/unused-domain-exports.mjs [--all]   (npm run check:exports)
// Outside use = a named import from '@caravan/domain' in apps/, packages/ (not domain), stories/, tests/, scripts/.
// Inside use = a named import (relative path) in a domain file other than the export's own file and its own tests
// (tests in the same folder). Names are unique across the public index (export * would drop clashing ones).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOMAIN_SRC = join(ROOT, 'packages/domain/src');
const ALLOW_FILE = join(ROOT, 'packages/domain/unused-exports.allow.md');
const OUTSIDE_DIRS = ['apps', 'packages', 'stories', 'tests', 'scripts'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', '.storybook-static', 'storybook-static', 'test-results']);

const isTest = (file) => /\.(test|spec|e2e|integration\.test)\.tsx?$/.test(file);

function listTs(dir, out = []) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) listTs(path, out);
    else if (/\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Public exports of the domain's index: name -> declaring file (absolute). Follows `export *` chains. */
export function publicExports() {
  const exports = new Map();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const st of sf.statements) {
      if (ts.isExportDeclaration(st) && st.moduleSpecifier) {
        const target = resolve(dirname(file), st.moduleSpecifier.text.replace(/\.js$/, '.ts'));
        if (!st.exportClause) visit(target);
        else if (ts.isNamedExports(st.exportClause))
          for (const el of st.exportClause.elements) exports.set(el.name.text, target);
        continue;
      }
      const exported =
        ts.canHaveModifiers(st) && ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) continue;
      if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) exports.set(d.name.text, file);
      } else if (st.name && ts.isIdentifier(st.name)) exports.set(st.name.text, file);
    }
  };
  visit(join(DOMAIN_SRC, 'index.ts'));
  return exports;
}

/** Names a file imports or re-exports by name, with the module specifier they come from. */
function importsOf(file) {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out = [];
  for (const st of sf.statements) {
    // A re-export (`export { x } from '@caravan/domain'`) passes the name on, so it counts as a use.
    const named = ts.isImportDeclaration(st)
      ? st.importClause?.namedBindings
      : ts.isExportDeclaration(st) && st.moduleSpecifier
        ? st.exportClause
        : undefined;
    if (!named || !(ts.isNamedImports(named) || ts.isNamedExports(named))) continue;
    for (const el of named.elements)
      out.push({ spec: st.moduleSpecifier.text, name: (el.propertyName ?? el.name).text });
  }
  return { sf, imports: out };
}

/** Counts identifier occurrences of `name` in a file (its own declaration included). */
function occurrences(sf, name) {
  let n = 0;
  const walk = (node) => {
    if (ts.isIdentifier(node) && node.text === name) n++;
    ts.forEachChild(node, walk);
  };
  walk(sf);
  return n;
}

/** Classifies every public export: outside / inside / ownFile (used only in its own file) / nowhere. */
export function classify() {
  const exports = publicExports();
  const outside = new Set();
  const insideBy = new Map(); // name -> set of domain files using it
  const ownTests = new Set(); // names its own tests import
  for (const dir of OUTSIDE_DIRS) {
    for (const file of listTs(join(ROOT, dir))) {
      if (file.startsWith(DOMAIN_SRC)) continue;
      for (const { spec, name } of importsOf(file).imports) if (spec === '@caravan/domain') outside.add(name);
    }
  }
  for (const file of listTs(DOMAIN_SRC)) {
    for (const { spec, name } of importsOf(file).imports) {
      if (!spec.startsWith('.') || !exports.has(name)) continue;
      const home = exports.get(name);
      if (file === home) continue;
      if (isTest(file) && dirname(file) === dirname(home)) {
        ownTests.add(name);
        continue;
      }
      if (!insideBy.has(name)) insideBy.set(name, new Set());
      insideBy.get(name).add(file);
    }
  }
  const groups = { outside: [], inside: [], ownFile: [], nowhere: [] };
  for (const [name, home] of [...exports].sort((a, b) => a[0].localeCompare(b[0]))) {
    const where = relative(ROOT, home) + (ownTests.has(name) ? ' (own tests)' : '');
    if (outside.has(name)) groups.outside.push({ name, where });
    else if (insideBy.has(name)) groups.inside.push({ name, where });
    else {
      const sf = ts.createSourceFile(home, readFileSync(home, 'utf8'), ts.ScriptTarget.Latest, true);
      const entry = { name, where, ownTests: ownTests.has(name) };
      (occurrences(sf, name) > 1 ? groups.ownFile : groups.nowhere).push(entry);
    }
  }
  return groups;
}

/** Names justified in the allow-list: any line starting `- name —` or `- \`name\` —` (several names comma-separated). */
export function allowed() {
  let text = '';
  try {
    text = readFileSync(ALLOW_FILE, 'utf8');
  } catch {
    return new Set();
  }
  const names = new Set();
  for (const line of text.split('\n')) {
    const m = /^[-*]\s+(.+?)\s+[—-]{1,2}\s+\S/.exec(line);
    if (m) for (const n of m[1].split(',')) names.add(n.trim().replace(/`/g, ''));
  }
  return names;
}

/** Unused public exports (not used outside the domain) that the allow-list does not justify. */
export function unjustified(groups = classify(), allow = allowed()) {
  return [...groups.inside, ...groups.ownFile, ...groups.nowhere].filter((e) => !allow.has(e.name));
}

if (process.argv[1] && basename(process.argv[1]) === basename(fileURLToPath(import.meta.url))) {
  const groups = classify();
  const allow = allowed();
  const all = process.argv.includes('--all');
  const show = (title, list) => {
    console.log(`\n## ${title} (${list.length})`);
    for (const e of list) console.log(`  ${allow.has(e.name) ? '[allowed] ' : ''}${e.name}  ${e.where}`);
  };
  if (all) show('used outside the domain', groups.outside);
  else console.log(`used outside the domain: ${groups.outside.length}`);
  show('used only inside the domain (un-export from the index, or justify)', groups.inside);
  show('used only in its own file (drop `export`, or justify)', groups.ownFile);
  show('used nowhere but its own file/tests (delete, or justify)', groups.nowhere);
  const bad = unjustified(groups, allow);
  const stale = [...allow].filter(
    (n) =>
      !bad.some((e) => e.name === n) &&
      ![...groups.inside, ...groups.ownFile, ...groups.nowhere].some((e) => e.name === n),
  );
  if (stale.length) console.log(`\nallow-list names that are not unused exports (remove them): ${stale.join(', ')}`);
  if (bad.length) {
    console.error(
      `\n${bad.length} unused domain export(s) neither deleted nor justified in ${relative(ROOT, ALLOW_FILE)}`,
    );
    process.exit(1);
  }
}
