import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, ADMIN_STORAGE_STATE, newTrainer } from './accounts';

interface StorageState {
  origins: { localStorage: { name: string; value: string }[] }[];
}

/** The first admin's token, read from the state the setup project saved. */
export function adminToken(): string {
  const state = JSON.parse(readFileSync(ADMIN_STORAGE_STATE, 'utf8')) as StorageState;
  const token = state.origins
    .flatMap((o) => o.localStorage)
    .find((item) => item.name === 'token')?.value;
  if (!token) throw new Error('No admin token in the saved storage state');
  return token;
}

/**
 * The first admin's token from a sign-in of its own (registering it first on an empty database),
 * not from the setup's saved state: for specs that also run without the setup project.
 */
export async function signInAdmin(request: APIRequestContext): Promise<string> {
  let admin = await request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  if (!admin.ok()) {
    admin = await request.post('/api/auth/register', {
      data: {
        firstName: ADMIN.firstName,
        lastName: 'Administradora',
        email: ADMIN.email,
        password: ADMIN.password,
      },
    });
  }
  return ((await admin.json()) as { data: { token: string } }).data.token;
}

/** The id of a just-registered account: the register answer names none (issue 14). */
export async function registeredUserId(request: APIRequestContext, email: string, token: string) {
  const listed = await request.get('/api/admin/users?limit=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await listed.json()) as { data: { users: { id: string; email: string }[] } };
  const user = data.users.find((u) => u.email === email.toLowerCase());
  if (!user) throw new Error(`No account for ${email} in the admin list`);
  return user.id;
}

/**
 * Arranges (through the API, not the UI under test) an approved trainer account, for specs
 * that need a user of their own to change.
 */
export async function createApprovedTrainer(
  request: APIRequestContext,
  firstName = 'Irene',
  token = adminToken(),
) {
  const trainer = newTrainer(firstName);
  const registered = await request.post('/api/auth/register', {
    data: { firstName, lastName: 'Entrenador', email: trainer.email, password: trainer.password },
  });
  expect(registered.status()).toBe(201);
  const id = await registeredUserId(request, trainer.email, token);
  const approved = await request.put(`/api/admin/users/${id}/approve`, {
    data: { isApproved: true },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(approved.ok()).toBe(true);
  return trainer;
}
