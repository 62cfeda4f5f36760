// `npm start` on a fresh clone: install what is missing, build the web app when its sources
// changed, then run the API (which applies migrations) serving the web app on one port.
import { execSync } from 'node:child_process';
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

const webIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'packages/shared/src',
].map((p) => path.join(root, p));
if (!existsSync(webIndex) || Math.max(...sources.map(newestMtime)) > newestMtime(webIndex)) {
  console.log('› Compilando la aplicación web…');
  run('npm run build');
}

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'apps/api/src/server.ts')).href);
