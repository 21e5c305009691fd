// The browser tests, one file at a time: each file starts its own server and Chromium. Software WebGL
// on a busy two-core machine makes a few of the viewer tests slow enough to time out now and then, so
// a file that fails runs once more. A second failure fails the run; a pass on the second try is named
// in the summary as flaky, to be looked at, never hidden.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const chosen = process.argv.slice(2);
const files =
  chosen.length > 0
    ? chosen
    : readdirSync('tests')
        .filter((name) => name.endsWith('.test.ts'))
        .sort()
        .map((name) => `tests/${name}`);

const run = (file: string) =>
  spawnSync(process.execPath, ['--test', '--test-reporter=spec', file], { stdio: 'inherit' }).status === 0;

const flaky: string[] = [];
const failed: string[] = [];
for (const file of files) {
  if (run(file)) continue;
  console.log(`\n── ${file} failed; running it once more`);
  if (run(file)) flaky.push(file);
  else failed.push(file);
}

console.log(
  `\n── end to end: ${files.length} file(s), ${failed.length} failed, ${flaky.length} passed on a second try`,
);
for (const file of flaky) console.log(`flaky  ${file}`);
for (const file of failed) console.log(`FAIL   ${file}`);
process.exit(failed.length > 0 ? 1 : 0);
