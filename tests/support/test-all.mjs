/**
 * `npm test`: every check, in phases, each timed, with a table of the times at the end (also when a phase
 * fails). Phases in one step run side by side: each is one process on one core, and a runner has two.
 */
import { spawn } from 'node:child_process';

/** @type {{ name: string, script: string }[][]} */
const STEPS = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'build', script: 'build' },
  ],
  [{ name: 'unit', script: 'test:unit' }],
  [{ name: 'PostgreSQL server suite', script: 'test:pg' }],
  [
    { name: 'size', script: 'test:size' },
    { name: 'packages', script: 'test:packages' },
  ],
  [{ name: 'e2e', script: 'test:e2e' }],
];

/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const times = [];
const started = Date.now();

/** Runs `npm run <script>`; side by side, each line is prefixed with its phase so the logs stay readable. */
function run({ name, script }, prefixed) {
  const start = Date.now();
  console.log(`▶ ${name} (npm run ${script})`);
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) console.log(`[${name}] ${line}`);
        });
        stream.on('end', () => rest && console.log(`[${name}] ${rest}`));
      }
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - start) / 1000;
      times.push({ name, seconds, ok: code === 0 });
      console.log(`${code === 0 ? '✓' : '✗'} ${name}: ${seconds.toFixed(1)} s${code === 0 ? '' : ` (exit ${code})`}`);
      done(code === 0);
    });
  });
}

function table() {
  const total = (Date.now() - started) / 1000;
  console.log('\nnpm test phases (side by side within a step):');
  for (const t of times)
    console.log(`  ${t.ok ? '✓' : '✗'} ${t.name.padEnd(26)} ${t.seconds.toFixed(1).padStart(7)} s`);
  console.log(`  ${'total'.padEnd(28)} ${total.toFixed(1).padStart(7)} s`);
}

for (const step of STEPS) {
  const results = await Promise.all(step.map((phase) => run(phase, step.length > 1)));
  if (results.includes(false)) {
    table();
    process.exit(1);
  }
}
table();
