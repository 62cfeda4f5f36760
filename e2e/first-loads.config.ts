// `npm run bench:first-loads`: the e2e server and its first admin, then e2e/first-loads.bench.ts.
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

const [setup, chromium] = base.projects!;
export default defineConfig({
  ...base,
  testDir: '.',
  projects: [setup!, { ...chromium!, testMatch: /first-loads\.bench\.ts/, teardown: undefined }],
});
