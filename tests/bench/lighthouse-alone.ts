// `node --import tsx tests/bench/lighthouse-alone.ts <base URL> [runs]`: the Lighthouse step against a server already
// running (e.g. `npm start`), printing the figures without writing bench/results.json — for trying a change quickly.
import { runLighthouse } from './lighthouse.js';

const [base = 'http://127.0.0.1:5000', runs = '1'] = process.argv.slice(2);
const run = await runLighthouse(base, 'this machine', (line) => console.error(line), Number(runs));
for (const p of run.pages) console.log(p.key, JSON.stringify(p.median), p.failing.join(' '));
