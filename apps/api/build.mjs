// `npm run build -w @adiestra/api`: the server bundled once into dist/ so that `npm start` runs
// plain node on it (decision 0024), with source maps for stack traces. @adiestra/shared and the
// app's own modules are bundled in; packages from node_modules stay external (native addons,
// files they read beside themselves). Code splitting keeps the web API (Fastify and every module)
// in a chunk of its own, which the supervising process never loads.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Only files of this repository in the bundle: what npm installed is loaded from node_modules at
 * run time. @adiestra/shared is a workspace package, but its TypeScript sources are ours.
 */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@adiestra/') ? undefined : { external: true },
    );
  },
};

const apiRoot = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(apiRoot, 'dist');
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiRoot,
  // The work pool's worker threads load work-tasks.js beside the chunks (lib/work-pool.ts).
  entryPoints: { server: 'src/server.ts', 'work-tasks': 'src/work-tasks.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  // Node 20 is the oldest the project supports (package.json engines); 22 and 24 run it as well.
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
  jsx: 'automatic',
});
