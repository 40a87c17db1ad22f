// The mutation score of each domain folder and of the machines' guards, read from Stryker's JSON report
// (mutation-testing-report-schema): killed and timed-out mutants over all that were tested or left uncovered, as
// Stryker counts it. Fails when a folder is below the bar (issue 28 point 7).
// `--readme` also writes the table into README.md between the mutation-scores markers. Report paths given as arguments
// are read instead of the last run's, merged file by file (a later report wins), for folders measured in separate runs.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BAR = 90;
const root = fileURLToPath(new URL('..', import.meta.url));
const paths = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = Object.assign(
  {},
  ...(paths.length > 0 ? paths : [`${root}reports/mutation/mutation.json`]).map(
    (p) => JSON.parse(readFileSync(p, 'utf8')).files,
  ),
);

/** The folder a mutated file is scored under, or undefined for a file outside point 7. */
function group(path) {
  const rel = path.startsWith(root) ? path.slice(root.length) : path;
  const domain = rel.match(/^packages\/domain\/src\/([^/]+)\//);
  if (domain) return `domain/${domain[1]}`;
  if (/^packages\/machines\/src\/.*\.guards\.ts$/.test(rel)) return 'machines (guards)';
  return undefined;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const groups = new Map();
for (const [path, file] of Object.entries(files)) {
  const name = group(path);
  if (!name) continue;
  const g = groups.get(name) ?? { detected: 0, undetected: 0, ignored: 0 };
  for (const m of file.mutants) {
    if (DETECTED.has(m.status)) g.detected++;
    else if (UNDETECTED.has(m.status)) g.undetected++;
    else g.ignored++;
  }
  groups.set(name, g);
}

const score = (g) => (g.detected + g.undetected === 0 ? 100 : (100 * g.detected) / (g.detected + g.undetected));
const rows = [...groups].sort(([a], [b]) => a.localeCompare(b));
const lines = [
  '| Folder | Score | Killed | Survived or not covered |',
  '| --- | ---: | ---: | ---: |',
  ...rows.map(
    ([name, g]) =>
      `| ${name} | ${score(g).toFixed(1)}%${score(g) < BAR ? ' ✗' : ''} | ${g.detected} | ${g.undetected} |`,
  ),
];
const table = lines.join('\n');
console.log(`\nMutation score per folder (bar: ${BAR}%)\n\n${table}\n`);

if (process.argv.includes('--readme')) {
  const readme = readFileSync(`${root}README.md`, 'utf8');
  const start = '<!-- mutation-scores:start -->';
  const end = '<!-- mutation-scores:end -->';
  const date = new Date().toISOString().slice(0, 10);
  const block = `${start}\nAs of ${date}:\n\n${table}\n${end}`;
  const next = readme.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block);
  if (next === readme && !readme.includes(start)) throw new Error(`README.md has no ${start} marker`);
  writeFileSync(`${root}README.md`, next);
}

const below = rows.filter(([, g]) => score(g) < BAR).map(([name]) => name);
if (below.length > 0) {
  console.error(`Below ${BAR}%: ${below.join(', ')}`);
  process.exit(1);
}
