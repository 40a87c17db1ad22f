// The process log goes to stdout in batches (decision 041): a line still reaches a reader within the flush interval
// while the process runs, and every buffered line is written when it exits.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOG_FLUSH_INTERVAL_MS } from './logger.js';

const loggerModule = resolve(import.meta.dirname, 'logger.ts');
let folder: string | undefined;

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Runs `body` in a Node process with a production logger `l`; each stdout line with the ms since the process began. */
async function run(body: string): Promise<{ line: string; at: number }[]> {
  folder ??= await mkdtemp(join(tmpdir(), 'caravan-log-'));
  const script = join(folder, `script-${Math.random().toString(36).slice(2)}.ts`);
  await writeFile(
    script,
    `import { createLogger } from ${JSON.stringify(loggerModule)};\n` +
      `const l = createLogger({ level: 'info', nodeEnv: 'production' });\n${body}\n`,
  );
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = performance.now();
  const lines: { line: string; at: number }[] = [];
  let rest = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) lines.push({ line, at: performance.now() - started });
  });
  await new Promise((done) => child.on('close', done));
  return lines;
}

describe('[issue 29] the batched process log', () => {
  it('writes a line within the flush interval while the process runs, and the rest when it exits', async () => {
    // The first line is logged at once, the second 1.5 s later just before exit: the first must have arrived well
    // before the second (by the periodic flush), the second must arrive at all (the flush on exit).
    const lines = await run(
      "l.info('[caravan] listening on http://localhost:1');\n" +
        "setTimeout(() => { l.info('last words'); process.exit(3); }, 1500);",
    );
    expect(lines.map((l) => JSON.parse(l.line).msg)).toEqual([
      '[caravan] listening on http://localhost:1',
      'last words',
    ]);
    const [first, last] = lines;
    expect((last?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThan(1500 - 2 * LOG_FLUSH_INTERVAL_MS - 300);
  }, 30_000);
});
