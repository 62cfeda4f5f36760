// The server Playwright starts: the built web app and the API on PORT (default 4173), on a fresh
// embedded database in a temporary folder, so every end-to-end run starts from nothing.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
// The address the e-mailed links carry: the very origin Playwright browses (playwright.config.ts's
// baseURL). The API's default, http://localhost:PORT, is another origin to the browser, with its
// own localStorage and cookies: a session started from a mailed link was not there on 127.0.0.1.
process.env.APP_URL ??= `http://${process.env.HOST}:${process.env.PORT}`;
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

// VERI*FACTU sending (issue 30.7): the AEAT cannot be reached from here, so this run starts the
// tests' mutual-TLS fake of it (fake-aeat.ts, test-only: the API's build never imports it) and
// points the app at it by configuration, as production points at the AEAT: its address, and its
// CA as an extra trusted root (TLS is verified as ever). DATA_DIR/fake-aeat/ holds the trainer's
// PKCS#12 for the journey to upload, and `mode`, which a spec writes to choose the next answers
// (e2e/support/fake-aeat.ts).
const fakeDir = path.join(dataDir, 'fake-aeat');
mkdirSync(fakeDir, { recursive: true });
const fakeAeat = await import(
  pathToFileURL(path.join(root, 'apps/api/src/modules/invoices/aeat/fake-aeat.ts')).href
);
const certs = fakeAeat.makeCertificates('NURIA EDUCA CANINA - 12345678Z', 'clave-e2e');
writeFileSync(path.join(fakeDir, 'ca.pem'), certs.caPem);
writeFileSync(path.join(fakeDir, 'certificado.p12'), certs.clientPfx);
const readMode = () => {
  try {
    return readFileSync(path.join(fakeDir, 'mode'), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
};
const fake = await fakeAeat.startFakeAeat(certs, { mode: readMode });
// A short wait between messages (TiempoEsperaEnvio) keeps the journey quick.
fake.state.waitSeconds = 1;
process.env.AEAT_URL = fake.url;
process.env.AEAT_CA_FILE = path.join(fakeDir, 'ca.pem');
process.env.AEAT_TIMEOUT_MS ??= '2000';
process.env.VERIFACTU_PRODUCER_NIF ??= 'B12345674';
await import(pathToFileURL(path.join(root, 'apps/api/src/server.ts')).href);
