#!/usr/bin/env node
// Builds the server to one JavaScript file, apps/api/dist/main.js, for `npm start`: the API and the workspace
// packages it imports (@caravan/domain, @caravan/machines, from their TypeScript source) bundled by esbuild; every
// npm dependency stays an import resolved from node_modules at run time (PGlite finds its WebAssembly beside itself).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Bundles only our own code: a bare import that is not a workspace package is left to Node. */
const npmDependenciesExternal = {
  name: 'npm-dependencies-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@caravan/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The workspace packages' `source` export: their TypeScript, so no package needs building first.
  conditions: ['source'],
  plugins: [npmDependenciesExternal],
  // For stack traces (`node --enable-source-maps`); the map stays on disk, it is not served.
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
console.log('[build] apps/api/dist/main.js');
