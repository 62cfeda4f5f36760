// `npm run checks`: typecheck, format:check, lint and architecture (no import cycle, modules on
// their own tables: scripts/architecture-checks.mjs) at the same time. Each is a single-threaded
// process, so on CI's two cores the three together take about as long as the typecheck alone.
// Each one's output is printed whole when it ends (not interleaved); any failure fails the run.
import { spawn } from 'node:child_process';

const scripts = ['typecheck', 'format:check', 'lint', 'architecture'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      output += `${error.message}\n`;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const verdict = code === 0 ? 'ok' : `failed (exit ${code})`;
      process.stdout.write(`\n› npm run ${script}: ${verdict} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });

const results = await Promise.all(scripts.map(run));
if (results.includes(false)) process.exit(1);
