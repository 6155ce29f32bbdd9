#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first that fails; each step's duration is printed as it ends
// and again in a table at the end, so the next slow suite has a name.
import { spawnSync } from 'node:child_process';

const STEPS = [
  'typecheck',
  'lint',
  'content:check',
  'test:unit',
  'build:with-dummy-secrets',
  'test:e2e',
  'test:e2e:uniform',
  'test:e2e:integrations',
  'test:e2e:cluster',
];

const minutes = (ms) => `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
const started = Date.now();
const done = [];
let failed;

for (const step of STEPS) {
  console.log(`\n▶ npm run ${step}`);
  const stepStarted = Date.now();
  const { status, signal } = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' });
  const ms = Date.now() - stepStarted;
  done.push({ step, ms, ok: status === 0 });
  console.log(`◀ ${step}: ${status === 0 ? 'passed' : `failed (${signal ?? `exit ${status}`})`} in ${minutes(ms)}`);
  if (status !== 0) {
    failed = step;
    break;
  }
}

const total = Date.now() - started;
console.log('\nStep durations:');
for (const { step, ms, ok } of done) {
  const share = Math.round((100 * ms) / total);
  console.log(`  ${ok ? '✓' : '✗'} ${step.padEnd(26)} ${minutes(ms).padStart(7)}  ${String(share).padStart(3)} %`);
}
console.log(`  total ${minutes(total)}${failed ? `, stopped at ${failed}` : ''}`);
process.exit(failed ? 1 : 0);
