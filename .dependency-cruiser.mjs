import { fileURLToPath } from 'node:url';
export default {
  forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsConfig: { fileName: fileURLToPath(new URL('./apps/web/tsconfig.json', import.meta.url)) },
  },
};
