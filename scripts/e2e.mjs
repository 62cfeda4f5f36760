// `npm run test:e2e`: builds the web app and runs Playwright in the system Chromium. Outside CI a
// machine without Chromium skips with a clear line; in CI that is a failure.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];
const chromium = candidates.find((candidate) => candidate && existsSync(candidate));
if (!chromium) {
  const line = 'e2e: no Chromium found (set CHROMIUM_PATH or install the chromium package).';
  if (process.env.CI) {
    console.error(`${line} CI requires it.`);
    process.exit(1);
  }
  console.log(`${line} End-to-end tests skipped.`);
  process.exit(0);
}
const run = (command) =>
  execSync(command, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
run('npm run build');
// Size budgets of the build just made (issue 7): sizes, never times.
run('node scripts/check-budgets.mjs');
run(`npx playwright test ${process.argv.slice(2).join(' ')}`);
