import { FORGOT_PASSWORD_NEUTRAL_MESSAGE } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PASSWORD,
  apiClient,
  registerAdmin,
  uniqueEmail,
  type ApiClient,
} from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ApiClient;
let admin: Awaited<ReturnType<typeof registerAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  admin = await registerAdmin(api);
});
afterAll(() => t.close());

async function requestReset(email: string) {
  const before = t.mails.length;
  const res = await api.post('/api/auth/forgot-password', { email });
  await vi
    .waitFor(
      () => {
        if (t.mails.length === before) throw new Error('no mail yet');
      },
      { timeout: 2000 },
    )
    .catch(() => undefined);
  const mail = t.mails.length > before ? t.mails.at(-1) : undefined;
  const token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  return { res, mail, token };
}

describe('forgot and reset password', () => {
  it('answers the same neutral message whether or not the e-mail exists', async () => {
    const known = await api.post('/api/auth/forgot-password', { email: admin.email });
    const unknown = await api.post('/api/auth/forgot-password', { email: uniqueEmail('nadie') });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(FORGOT_PASSWORD_NEUTRAL_MESSAGE);
  });

  it('mails a link to /reset-password that works exactly once and ends old sessions', async () => {
    const { mail, token } = await requestReset(admin.email);
    expect(mail?.to).toBe(admin.email);
    expect(mail?.subject).toMatch(/contraseña/);
    expect(mail?.text).toContain('http://app.test/reset-password?token=');
    const reset = await api.post('/api/auth/reset-password', {
      token,
      newPassword: 'Otra-Clave-2026',
    });
    expect(reset.status).toBe(200);
    expect((await api.get('/api/auth/verify', admin.token)).status).toBe(401);
    const again = await api.post('/api/auth/reset-password', {
      token,
      newPassword: 'Tercera-Clave-2026',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('El enlace no es válido o ha caducado');
    expect(
      (await api.post('/api/auth/login', { email: admin.email, password: 'Otra-Clave-2026' }))
        .status,
    ).toBe(200);
    expect(
      (await api.post('/api/auth/login', { email: admin.email, password: PASSWORD })).status,
    ).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { token } = await requestReset(admin.email);
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`,
    );
    const res = await api.post('/api/auth/reset-password', { token, newPassword: 'Caducada-2026' });
    expect(res.status).toBe(400);
  });

  it('sends nothing for an unknown e-mail', async () => {
    const { mail } = await requestReset(uniqueEmail('fantasma'));
    expect(mail).toBeUndefined();
  });
});
