import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, createTrainer, uniqueEmail, type ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type Admin, type TestApp } from '../../test/test-app.ts';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { updateUser } from './admin.service.ts';

let t: TestApp, api: ApiClient, admin: Admin;

beforeAll(async () => {
  ({ t, api, admin } = await trainerTestApp());
  return t.close;
});

describe('admin users', () => {
  it('lists users with pagination and never exposes password hashes', async () => {
    await api.post('/api/auth/register', {
      firstName: 'Lista',
      email: uniqueEmail('lista'),
      password: PASSWORD,
    });
    const res = await api.get('/api/admin/users', admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toMatchObject({
      page: 1,
      total: expect.any(Number),
      totalPages: expect.any(Number),
    });
    expect(res.body.data.users.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('refuses non-admins with 403 and anonymous callers with 401', async () => {
    const trainer = await createTrainer(api, admin.token);
    expect((await api.get('/api/admin/users', trainer.token)).status).toBe(403);
    expect(
      (await api.put(`/api/admin/users/${admin.user.id}/role`, { role: 'user' }, trainer.token))
        .status,
    ).toBe(403);
    expect((await api.get('/api/admin/users')).status).toBe(401);
  });

  it('refuses every change to the admin own account', async () => {
    for (const [path, body] of [
      ['approve', { isApproved: false }],
      ['role', { role: 'user' }],
      ['status', { isActive: false }],
    ] as const) {
      const res = await api.put(`/api/admin/users/${admin.user.id}/${path}`, body, admin.token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('No puedes modificar tu propia cuenta');
    }
    const me = (await api.get('/api/auth/profile', admin.token)).body.data;
    expect(me).toMatchObject({ role: 'admin', isActive: true, isApproved: true });
  });

  it('deactivation and unapproval end the user sessions at once; reactivation lets them log in again', async () => {
    const trainer = await createTrainer(api, admin.token);
    expect(
      (await api.put(`/api/admin/users/${trainer.id}/status`, { isActive: false }, admin.token))
        .body.data.isActive,
    ).toBe(false);
    const closed = await api.get('/api/auth/verify', trainer.token);
    expect(closed.status).toBe(401);
    // The reason travels with the 401, for the login page to explain it (issue 13).
    expect(closed.body).toMatchObject({
      code: 'ACCOUNT_INACTIVE',
      message: 'Tu cuenta está desactivada. Contacta con un administrador.',
    });
    await api.put(`/api/admin/users/${trainer.id}/status`, { isActive: true }, admin.token);
    const again = (await api.post('/api/auth/login', { email: trainer.email, password: PASSWORD }))
      .body.data.token;
    await api.put(`/api/admin/users/${trainer.id}/approve`, { isApproved: false }, admin.token);
    expect((await api.get('/api/auth/verify', again)).status).toBe(401);
    expect(
      (await api.post('/api/auth/login', { email: trainer.email, password: PASSWORD })).status,
    ).toBe(403);
  });

  it('a role change applies to existing tokens at once', async () => {
    const trainer = await createTrainer(api, admin.token);
    expect((await api.get('/api/admin/users', trainer.token)).status).toBe(403);
    await api.put(`/api/admin/users/${trainer.id}/role`, { role: 'admin' }, admin.token);
    expect((await api.get('/api/admin/users', trainer.token)).status).toBe(200);
    await api.put(`/api/admin/users/${trainer.id}/role`, { role: 'user' }, admin.token);
    expect((await api.get('/api/admin/users', trainer.token)).status).toBe(403);
  });

  it('never lets two admins remove each other: the last active admin is protected', async () => {
    const second = await createTrainer(api, admin.token, 'Segundo');
    await api.put(`/api/admin/users/${second.id}/role`, { role: 'admin' }, admin.token);
    const results = await Promise.all([
      api.put(`/api/admin/users/${second.id}/status`, { isActive: false }, admin.token),
      api.put(`/api/admin/users/${admin.user.id}/role`, { role: 'user' }, second.token),
    ]);
    const statuses = results.map((r) => r.status).sort();
    // Whichever ran first wins; the other is refused — either by the last-admin rule (409) or
    // because its author just lost the rights to act (401/403).
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const activeAdmins = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.isActive, true), eq(users.isApproved, true)));
    expect(activeAdmins).toHaveLength(1);
    // The tests below act as the first admin: if the second won the race, it gives the role back.
    if (activeAdmins[0]?.id === second.id) {
      const back = await api.put(
        `/api/admin/users/${admin.user.id}/role`,
        { role: 'admin' },
        second.token,
      );
      expect(back.status).toBe(200);
    }
  });

  it('answers 409 when a change would leave no active admin', async () => {
    const { t: t2, api: api2, admin: only, trainers } = await trainerTestApp(['Lucía']);
    const [trainer] = trainers;
    try {
      // Through the API an admin can never reach its own row, so the rule is exercised where it
      // lives: any actor demoting or deactivating the sole active admin is refused.
      for (const patch of [{ role: 'user' as const }, { isActive: false }, { isApproved: false }]) {
        await expect(
          updateUser(
            t2.database.db,
            trainer.id,
            only.user.id,
            patch,
            new Date(),
            'http://app.test',
          ),
        ).rejects.toMatchObject({
          status: 409,
          message: 'Debe quedar al menos un administrador activo',
        });
      }
      expect((await api2.get('/api/auth/verify', only.token)).status).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('answers 404 for an unknown user and 400 for a malformed id or body', async () => {
    expect(
      (
        await api.put(
          '/api/admin/users/0190a3e2-0000-7000-8000-000000000000/role',
          { role: 'admin' },
          admin.token,
        )
      ).status,
    ).toBe(404);
    const bad = await api.put(
      '/api/admin/users/not-a-uuid/role',
      { role: 'superuser' },
      admin.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });
});
