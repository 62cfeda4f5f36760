import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN_STORAGE_STATE, newTrainer } from './accounts';

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
 * Arranges (through the API, not the UI under test) an approved trainer account, for specs
 * that need a user of their own to change.
 */
export async function createApprovedTrainer(request: APIRequestContext, firstName = 'Irene') {
  const trainer = newTrainer(firstName);
  const registered = await request.post('/api/auth/register', {
    data: { firstName, lastName: 'Entrenador', email: trainer.email, password: trainer.password },
  });
  expect(registered.status()).toBe(201);
  const { data } = (await registered.json()) as { data: { user: { id: string } } };
  const approved = await request.put(`/api/admin/users/${data.user.id}/approve`, {
    data: { isApproved: true },
    headers: { Authorization: `Bearer ${adminToken()}` },
  });
  expect(approved.ok()).toBe(true);
  return trainer;
}
