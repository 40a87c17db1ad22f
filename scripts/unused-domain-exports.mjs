// Lists @caravan/domain's public exports by who uses them; fails on an unused export not in the allow-list.
// Usage: node scripts/unused-domain-exports.mjs [--all]   (npm run check:exports)
// Outside use = a named import from '@caravan/domain' in apps/, packages/ (not domain), stories/, tests/, scripts/.
// Inside use = a named import (relative path) in a domain file other than the export's own file and its own tests
// (tests in the same folder). Names are unique across the public index (export * would drop clashing ones).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOMAIN_SRC = join(ROOT, 'packages/domain/src');
const ALLOW_FILE = join(ROOT, 'packages/domain/unused-exports.allow.md');
/** The package's entry points (package.json `exports`): the index, and the entity schemas published on purpose. */
const ENTRIES = [join(DOMAIN_SRC, 'index.ts'), join(DOMAIN_SRC, 'entities/index.ts')];
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
export function publicExports(index = join(DOMAIN_SRC, 'index.ts')) {
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
  visit(index);
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

/** Every name a domain source file (not a test, not an index) exports: `file#name` -> { name, home }. */
function fileExports() {
  const out = new Map();
  for (const file of listTs(DOMAIN_SRC)) {
    if (isTest(file) || basename(file) === 'index.ts') continue;
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const st of sf.statements) {
      if (!(ts.canHaveModifiers(st) && ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)))
        continue;
      const names = ts.isVariableStatement(st)
        ? st.declarationList.declarations.filter((d) => ts.isIdentifier(d.name)).map((d) => d.name.text)
        : st.name && ts.isIdentifier(st.name)
          ? [st.name.text]
          : [];
      for (const name of names) out.set(`${file}#${name}`, { name, home: file });
    }
  }
  return out;
}

/** The file a relative import in `from` points at (a folder or index resolves through its `export *` chain). */
function homeOf(from, spec, name) {
  let target = resolve(dirname(from), spec.replace(/\.js$/, '.ts'));
  if (!existsSync(target) && existsSync(join(target, 'index.ts'))) target = join(target, 'index.ts');
  if (!existsSync(target) && existsSync(`${target}.ts`)) target = `${target}.ts`;
  return basename(target) === 'index.ts' ? reexports(target).get(name) : target;
}

const reexportCache = new Map();
/** Names an index file passes on, with their declaring file. */
function reexports(index) {
  if (!reexportCache.has(index)) reexportCache.set(index, publicExports(index));
  return reexportCache.get(index);
}

/** Every name the package's entry points publish: name -> declaring file. */
function entryExports() {
  const out = new Map();
  for (const entry of ENTRIES) for (const [name, home] of publicExports(entry)) out.set(name, home);
  return out;
}

/**
 * Classifies every export of every domain source file. `public` = reachable from an entry point (ENTRIES).
 * outside: imported from '@caravan/domain' outside the domain; inside: imported by another domain file;
 * ownFile: only its own file (and its own tests, the tests in its folder) use it; nowhere: not even its own file.
 */
export function classify() {
  const pub = entryExports();
  const all = fileExports();
  const outside = new Set();
  const inside = new Set();
  const ownTests = new Set();
  for (const dir of OUTSIDE_DIRS) {
    for (const file of listTs(join(ROOT, dir))) {
      if (file.startsWith(DOMAIN_SRC)) continue;
      for (const { spec, name } of importsOf(file).imports)
        if ((spec === '@caravan/domain' || spec.startsWith('@caravan/domain/')) && pub.has(name))
          outside.add(`${pub.get(name)}#${name}`);
    }
  }
  for (const file of listTs(DOMAIN_SRC)) {
    if (basename(file) === 'index.ts') continue;
    for (const { spec, name } of importsOf(file).imports) {
      if (!spec.startsWith('.')) continue;
      const home = homeOf(file, spec, name);
      if (!home || home === file) continue;
      const key = `${home}#${name}`;
      if (isTest(file) && dirname(file) === dirname(home)) ownTests.add(key);
      else inside.add(key);
    }
  }
  const groups = { outside: [], inside: [], ownFile: [], nowhere: [] };
  const sorted = [...all].sort((x, y) => x[1].name.localeCompare(y[1].name));
  for (const [key, { name, home }] of sorted) {
    const isPublic = pub.get(name) === home;
    const entry = {
      name,
      public: isPublic,
      ownTests: ownTests.has(key),
      where: relative(ROOT, home) + (ownTests.has(key) ? ' (own tests)' : '') + (isPublic ? ' [public]' : ''),
    };
    if (outside.has(key)) groups.outside.push(entry);
    else if (inside.has(key)) groups.inside.push(entry);
    else {
      const sf = ts.createSourceFile(home, readFileSync(home, 'utf8'), ts.ScriptTarget.Latest, true);
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

/** Exports no other file uses (or public ones only the domain uses) that the allow-list does not justify. */
export function unjustified(groups = classify(), allow = allowed()) {
  const unused = [...groups.inside.filter((e) => e.public), ...groups.ownFile, ...groups.nowhere];
  return unused.filter((e) => !allow.has(e.name));
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
  const internal = groups.inside.filter((e) => !e.public);
  console.log(`used only inside the domain and kept out of the public index: ${internal.length}`);
  show(
    'public but used only inside the domain (un-export from the index, or justify)',
    groups.inside.filter((e) => e.public),
  );
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
  // A rule only its own spec calls is not a reason to keep it (issue 31): the product calls it, or it goes.
  const uncalled = readFileSync(ALLOW_FILE, 'utf8')
    .split('\n')
    .filter((line) => /^[-*]\s.*no caller yet/i.test(line));
  if (uncalled.length) {
    console.error(`\n"no caller yet" is no reason for an export; wire the rule or delete it:\n${uncalled.join('\n')}`);
    process.exit(1);
  }
}
