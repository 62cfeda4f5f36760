// The server Playwright starts: the built web app and the API on PORT (default 4173), on a fresh
// embedded database in a temporary folder, so every end-to-end run starts from nothing.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// E2E_DATA_DIR (set by playwright.config.ts) lets specs read the outbox the server writes.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'adiestra-e2e-'));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.PORT ??= '4173';
process.env.HOST ??= '127.0.0.1';
process.env.WEB_DIST = path.join(root, 'apps/web/dist');
process.env.LOG_LEVEL ??= 'warn';
// Many accounts are registered from one IP within minutes; the limits have their own API tests.
process.env.RATE_LIMITS ??= 'off';
// The reminders spec moves the server's clock (POST /api/test/clock, apps/api/src/lib/test-clock.ts):
// honoured only with both of these, which nothing but this test server sets.
process.env.NODE_ENV = 'test';
process.env.ADIESTRA_TEST_CLOCK = 'on';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'apps/api/src/server.ts')).href);
