// `npm start` on a fresh clone: install what is missing, build the web app and the server when
// their sources changed, then run the built server (which applies migrations, owns the database
// and supervises the API processes) serving the web app on one port. No compiler stays resident
// (decision 0024): this process becomes the server's primary process.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) =>
      entry === 'node_modules' || entry === 'dist'
        ? newest
        : Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const installed = path.join(root, 'node_modules', '.package-lock.json');
if (
  !existsSync(installed) ||
  newestMtime(path.join(root, 'package-lock.json')) > newestMtime(installed)
) {
  console.log('› Instalando dependencias (npm ci)…');
  run('npm ci --no-audit --no-fund');
}

/** Whether `output` is missing or older than any of `sources` (paths from the root). */
const stale = (output, sources) =>
  !existsSync(output) ||
  Math.max(...sources.map((p) => newestMtime(path.join(root, p)))) > newestMtime(output);

if (
  stale(path.join(root, 'apps/web/dist/index.html'), [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'packages/shared/src',
  ])
) {
  console.log('› Compilando la aplicación web…');
  run('npm run build -w @adiestra/web');
}

const server = path.join(root, 'apps/api/dist/server.js');
if (
  stale(server, [
    'apps/api/src',
    'apps/api/build.mjs',
    'apps/api/package.json',
    'packages/shared/src',
  ])
) {
  console.log('› Compilando el servidor…');
  execFileSync(process.execPath, [path.join(root, 'apps/api/build.mjs')], { stdio: 'inherit' });
}

// The production builds of the libraries that read it: React (e-mail rendering) ran its development
// build, with its checks and warnings, in every mail the server sent (decision 0045).
process.env.NODE_ENV ??= 'production';
// Stack traces name the TypeScript sources (dist/*.js.map); the API processes get the flag.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
