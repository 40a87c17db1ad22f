// Vite config for the Caravan portal SPA: workspace packages from source, /api proxied to the local API; the build
// splits by route (App.tsx), keeps source maps off the served folder's links, inlines the entry's stylesheet,
// precompresses and reports its size.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './build/bundle-budget.js';
import { inlineEntryCss } from './build/inline-entry-css.js';
import { precompress } from './build/precompress.js';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Source aliases for the workspace packages (Storybook main.ts keeps the same list). */
const workspaceAliases = {
  '@caravan/ui': fromHere('../../packages/ui/src/index.ts'),
  '@caravan/domain': fromHere('../../packages/domain/src/index.ts'),
  '@caravan/machines': fromHere('../../packages/machines/src/index.ts'),
};

export default defineConfig({
  plugins: [react(), inlineEntryCss(), precompress(), bundleReport()],
  resolve: {
    alias: [
      // The theme stylesheet is imported by path; keep it resolvable next to the source alias.
      { find: '@caravan/ui/theme.css', replacement: fromHere('../../packages/ui/src/theme.css') },
      ...Object.entries(workspaceAliases).map(([find, replacement]) => ({ find, replacement })),
    ],
  },
  server: {
    port: 5173,
    // /sandbox: the API's stand-in pages of sandbox providers (Affirm's checkout page, PAY-008).
    proxy: {
      '/api': { target: 'http://localhost:5000', changeOrigin: false },
      '/sandbox': { target: 'http://localhost:5000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    // /sandbox: the API's stand-in pages of sandbox providers (Affirm's checkout page, PAY-008).
    proxy: {
      '/api': { target: 'http://localhost:5000', changeOrigin: false },
      '/sandbox': { target: 'http://localhost:5000', changeOrigin: false },
    },
  },
  build: {
    outDir: fromHere('./dist'),
    emptyOutDir: true,
    // Hidden: maps are written for reading error reports but no script links them, and the server refuses .map.
    sourcemap: 'hidden',
    // The size report and its test read the manifest (the server refuses dot-folders such as .vite/).
    manifest: true,
    rolldownOptions: {
      // Issue 29: a zod schema is a call the bundler cannot prove free of effects, so a domain module used for one
      // constant or rule kept every schema it defines, and zod with them, in the first script. Building a schema has
      // no effect beyond its value, so the schemas nothing reads are left out.
      treeshake: { manualPureFunctions: ['z', 'canonicalEnum', 'pageSchema', 'requiredTextField'] },
      output: {
        codeSplitting: {
          // Issue 29 point 4 (decision 039): every module the entry loads statically goes in one file. Rolldown's own
          // chunking made 15 of them (one per set of lazy pages that also use a module), which every page downloads
          // anyway; gzip compresses one file 5 kB smaller than the 15 apart. Only modules the entry already loads
          // (`$initial`) are grouped, so nothing moves into the first script.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
