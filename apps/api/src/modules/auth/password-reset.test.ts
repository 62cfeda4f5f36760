import { FORGOT_PASSWORD_NEUTRAL_MESSAGE } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail, type ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type Admin, type TestApp, type Trainer } from '../../test/test-app.ts';

let t: TestApp, api: ApiClient, admin: Admin, lucia: Trainer, pablo: Trainer, eva: Trainer;

beforeAll(async () => {
  // The trainers are created first: a test below resets the admin's password, which ends the
  // admin's session.
  const trainers = ['Reseteo', 'Cambio', 'Inundada'] as const;
  ({
    t,
    api,
    admin,
    trainers: [lucia, pablo, eva],
  } = await trainerTestApp(trainers));
  return t.close;
});

async function requestReset(email: string) {
  const before = t.mails.length;
  const res = await api.post('/api/auth/forgot-password', { email });
  // The answer does not wait for the reset (its timing reveals nothing); the outbox does.
  await t.app.outbox.drain();
  const mail = t.mails.length > before ? t.mails.at(-1) : undefined;
  const token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  return { res, mail, token };
}

describe('forgot and reset password', () => {
  it('answers the same neutral message whether or not the e-mail exists', async () => {
    const resetMails = () => t.mails.filter((m) => m.to === admin.email && /token=/.test(m.text));
    const before = resetMails().length;
    const known = await api.post('/api/auth/forgot-password', { email: admin.email });
    const unknown = await api.post('/api/auth/forgot-password', { email: uniqueEmail('nadie') });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(FORGOT_PASSWORD_NEUTRAL_MESSAGE);
    // The API client drains the outbox after each call: the mail has gone.
    expect(resetMails().length).toBe(before + 1);
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

  it('a newer link, a used link, or a password change, ends every other outstanding link of the account', async () => {
    const first = await requestReset(lucia.email);
    const second = await requestReset(lucia.email);
    const third = await requestReset(lucia.email);
    const reset = (token: string | undefined, newPassword: string) =>
      api.post('/api/auth/reset-password', { token, newPassword });
    // Issue 28: a newer link ends the older ones at once, before any is used.
    for (const older of [first.token, second.token]) {
      const res = await reset(older, 'Vieja-clave-0');
      expect(res.status).toBe(400);
      expect(res.body.errors.token).toBe('El enlace no es válido o ha caducado');
    }
    expect((await reset(third.token, 'Nueva-clave-1')).status).toBe(200);
    for (const stale of [first.token, second.token, third.token]) {
      const res = await reset(stale, 'Otra-clave-2');
      expect(res.status).toBe(400);
      expect(res.body.errors.token).toBe('El enlace no es válido o ha caducado');
    }
    const login = await api.post('/api/auth/login', {
      email: lucia.email,
      password: 'Nueva-clave-1',
    });
    expect(login.status).toBe(200);

    // A change of password, too, spends a link sent before it.
    const pending = await requestReset(pablo.email);
    const change = await api.put(
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'Cambiada-clave-3' },
      pablo.token,
    );
    expect(change.status).toBe(200);
    expect((await reset(pending.token, 'Tarde-clave-4')).status).toBe(400);
  });

  it('mails one account at most 3 links an hour, with the same neutral answer', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const { res, mail } = await requestReset(eva.email);
      expect(mail?.to).toBe(eva.email);
      answers.push(res);
    }
    const before = t.mails.filter((m) => m.to === eva.email).length;
    const capped = await requestReset(eva.email);
    expect(capped.res.status).toBe(answers[0]!.status);
    expect(capped.res.body).toEqual(answers[0]!.body);
    expect(capped.res.body.message).toBe(FORGOT_PASSWORD_NEUTRAL_MESSAGE);
    expect(t.mails.filter((m) => m.to === eva.email)).toHaveLength(before);
  });
});
