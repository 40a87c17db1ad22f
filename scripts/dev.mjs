#!/usr/bin/env node
// `npm run dev`: the API with reload on change (port 5000) and the portal with hot reload (Vite, port 5173,
// proxying /api to the API). Stops both on Ctrl-C.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--conditions=source', '--import', 'tsx', '--watch', 'apps/api/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '5000' },
  }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], { cwd: 'apps/portal', stdio: 'inherit' }),
];
console.log('[dev] API on http://localhost:5000, portal with hot reload on http://localhost:5173');
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
