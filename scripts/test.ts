// `npm test`: every check the project has, in the order that fails fastest.
// Types, lint, unit and API tests on the embedded PostgreSQL, the same API tests on the server at
// TEST_DATABASE_URL when it is set, then the built app end to end in Chromium.
import { spawnSync } from 'node:child_process';

interface Step {
  name: string;
  command: string;
  env?: NodeJS.ProcessEnv;
  when?: () => boolean;
}

const withoutServerDatabase = { ...process.env, TEST_DATABASE_URL: '' };
const steps: Step[] = [
  { name: 'types', command: 'tsc -b' },
  { name: 'lint', command: 'biome ci .' },
  { name: 'unit and API tests (embedded PostgreSQL)', command: 'vitest run', env: withoutServerDatabase },
  {
    name: `API tests (PostgreSQL at TEST_DATABASE_URL)`,
    command: 'vitest run --project server',
    when: () => Boolean(process.env.TEST_DATABASE_URL),
  },
  { name: 'build', command: 'npm run build' },
  { name: 'end-to-end tests (Chromium)', command: 'npm run test:e2e' },
];

const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
  if (step.when && !step.when()) {
    console.log(`\n── ${step.name}: skipped (TEST_DATABASE_URL is not set)`);
    continue;
  }
  console.log(`\n── ${step.name}: ${step.command}`);
  const started = Date.now();
  const { status } = spawnSync(step.command, { shell: true, stdio: 'inherit', env: step.env ?? process.env });
  results.push({ name: step.name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0) break;
}

console.log('\n── summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.some((r) => !r.ok) || results.length === 0;
process.exit(failed ? 1 : 0);
