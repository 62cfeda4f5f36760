import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The fake AEAT the e2e server starts (scripts/e2e-server.mjs, issue 30.7): the trainer's
 * PKCS#12 it trusts, and the answer it gives next. Its files live in the server's DATA_DIR.
 */
const dir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'fake-aeat');

export const FAKE_AEAT_CERTIFICATE = {
  path: () => path.join(dir(), 'certificado.p12'),
  password: 'clave-e2e',
  holder: 'NURIA EDUCA CANINA - 12345678Z',
};

/** The answer the fake gives each record from now on (as fake-aeat.ts's FakeMode). */
export type FakeAeatMode = 'Correcto' | 'AceptadoConErrores' | 'Incorrecto' | 'fault' | 'silence';

export async function setFakeAeatMode(mode: FakeAeatMode | null) {
  if (mode) await writeFile(path.join(dir(), 'mode'), mode);
  else await rm(path.join(dir(), 'mode'), { force: true });
}

/**
 * Runs the server's sweeps, the AEAT sender among them, at `now` (POST /api/test/clock: this
 * spec is one of the clock specs of playwright.config.ts); how many messages it sent.
 */
export async function runAeatSender(request: APIRequestContext, now: Date) {
  const res = await request.post('/api/test/clock', { data: { now: now.toISOString() } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { sweeps: Record<string, { messages?: number }> } };
  return body.data.sweeps['aeat sender']?.messages ?? 0;
}
