// Installs @caravan/domain and @caravan/machines as another service would (issue 28 point 6): packs both, installs the
// tarballs in a fresh project beside another xstate 5 minor, type-checks a consumer in nodenext strict, runs a
// machine, and checks what a consumer gets: one xstate, no source map pointing at a file not shipped, and the money
// entry without zod. Usage: node scripts/pack-install-check.mjs (needs the npm registry, as `npm ci` does).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * An xstate other than the one the workspace pins, inside the machines' peer range (^5.33.0). The range starts at
 * 5.33 because the emitted declarations spell StateMachine with its 15 type parameters, and 5.33 added the 15th
 * (TTransitionMeta): a consumer on 5.32 cannot read them. No minor after 5.33 is published yet, so this is a patch.
 */
const CONSUMER_XSTATE = '5.33.0';
/** Zod's version beside the domain's peer range; the workspace's own. */
const CONSUMER_ZOD = JSON.parse(readFileSync(join(ROOT, 'packages/domain/package.json'), 'utf8')).devDependencies.zod;

const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
const fail = (why) => {
  console.error(`pack-install-check: ${why}`);
  process.exit(1);
};

const work = mkdtempSync(join(tmpdir(), 'caravan-pack-'));
try {
  run('npx', ['tsc', '-b', 'packages/domain', 'packages/machines'], ROOT);
  const packed = JSON.parse(
    run(
      'npm',
      ['pack', '--json', '--pack-destination', work, '-w', '@caravan/domain', '-w', '@caravan/machines'],
      ROOT,
    ),
  );
  const tarball = (name) => join(work, packed.find((p) => p.name === name).filename);

  const app = join(work, 'consumer');
  run('mkdir', ['-p', join(app, 'src')], work);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@caravan/domain': `file:${tarball('@caravan/domain')}`,
        '@caravan/machines': `file:${tarball('@caravan/machines')}`,
        xstate: CONSUMER_XSTATE,
        zod: CONSUMER_ZOD,
      },
    }),
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        strict: true,
        outDir: 'dist',
        types: [],
      },
      include: ['src'],
    }),
  );
  writeFileSync(
    join(app, 'src/main.ts'),
    `import { formatMinor } from '@caravan/domain/money';
import { tripStatusContractSpelling } from '@caravan/domain/entities';
import { profileSaveMachine } from '@caravan/machines';
import { createActor, fromPromise, waitFor } from 'xstate';

const saved: string[] = [];
const actor = createActor(
  profileSaveMachine.provide({
    actors: { saveProfile: fromPromise<void>(async () => void saved.push('profile')) },
  }),
).start();
actor.send({ type: 'profile.save', required: { bio: 'Chef and guide', profilePictureUrl: 'https://x.test/p.jpg' } });
const done = await waitFor(actor, (s) => s.matches('idle'));
const notice: string | undefined = done.context.notice?.title;
console.log(JSON.stringify({ saved, notice, price: formatMinor(125000, 'USD'), status: tripStatusContractSpelling('created') }));
`,
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline'], app);

  const xstates = run('npm', ['ls', 'xstate', '--all', '--parseable'], app).trim().split('\n').filter(Boolean);
  if (xstates.length !== 1) fail(`expected one xstate in the consumer, found ${xstates.length}: ${xstates.join(', ')}`);

  run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', app], app);
  const out = JSON.parse(run(process.execPath, ['dist/main.js'], app));
  if (out.saved.join() !== 'profile' || out.price !== '$1,250.00' || out.status !== 'created' || !out.notice)
    fail(`the consumer ran, but answered ${JSON.stringify(out)}`);

  for (const pkg of ['domain', 'machines']) {
    const home = join(app, 'node_modules/@caravan', pkg);
    for (const map of walk(join(home, 'dist')).filter((f) => f.endsWith('.map'))) {
      const { sources } = JSON.parse(readFileSync(map, 'utf8'));
      const missing = sources.map((s) => resolve(dirname(map), s)).filter((s) => !existsSync(s));
      if (missing.length) fail(`${map} points at files not shipped: ${missing.join(', ')}`);
    }
  }

  const moneyOnly = join(app, 'money-only.mjs');
  writeFileSync(
    moneyOnly,
    `import { formatMinor } from '@caravan/domain/money';\nconsole.log(formatMinor(1, 'USD'));\n`,
  );
  const esbuild = join(ROOT, 'node_modules/.bin/esbuild');
  const bundled = run(esbuild, [moneyOnly, '--bundle', '--minify', '--format=esm'], app);
  if (/ZodError|\$ZodType/.test(bundled)) fail('the money entry alone bundles zod');
  console.log(
    `pack-install-check: ok (xstate ${CONSUMER_XSTATE}, one copy; nodenext strict; money entry ${(bundled.length / 1024).toFixed(1)} KB minified, no zod)`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}
