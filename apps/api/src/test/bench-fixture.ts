import {
  BENCH_ADMIN_EMAIL,
  BENCH_PASSWORD,
  BENCH_TRAINER_EMAIL,
  generate,
  type BenchData,
} from './dataset/generate.ts';
import type { Scale } from './dataset/scale.ts';
import { apiClient } from './api-client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** More than a page of everything for one trainer, and one small neighbour to stay out of sight. */
const TEST_SCALE: Scale = {
  name: 'small',
  trainer: {
    clients: 40,
    dogs: 60,
    photos: 20,
    sessions: 120,
    slots: 40,
    requests: 40,
    appointments: 40,
  },
  others: 1,
  small: { clients: 3, dogs: 3, photos: 1, sessions: 5, slots: 2, requests: 2, appointments: 2 },
};

export interface BenchFixture {
  test: TestApp;
  data: BenchData;
  trainerToken: string;
  adminToken: string;
}

/** A test app filled by the benchmark's own generator (realistic Spanish data), both roles signed in. */
export async function benchFixture(): Promise<BenchFixture> {
  const test = await createTestApp();
  const data = await generate(test.database.db, TEST_SCALE);
  const api = apiClient(test.app);
  const login = async (email: string) => {
    const res = await api.post('/api/auth/login', { email, password: BENCH_PASSWORD });
    if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    return res.body.data.token as string;
  };
  return {
    test,
    data,
    trainerToken: await login(BENCH_TRAINER_EMAIL),
    adminToken: await login(BENCH_ADMIN_EMAIL),
  };
}

/** Every list endpoint (DESIGN §4 lists), with the token that may call it. */
export function listEndpoints(f: BenchFixture) {
  const trainer = f.trainerToken;
  return [
    { name: 'clients', url: '/api/clients', key: 'clients', token: trainer },
    { name: 'clients by name', url: '/api/clients?sort=name', key: 'clients', token: trainer },
    { name: 'dogs', url: '/api/dogs', key: 'dogs', token: trainer },
    {
      name: 'dogs of a client',
      url: `/api/dogs/client/${f.data.clientId}`,
      key: 'dogs',
      token: trainer,
    },
    { name: 'sessions', url: '/api/sessions', key: 'sessions', token: trainer },
    {
      name: 'sessions of a client',
      url: `/api/sessions?clientId=${f.data.clientId}`,
      key: 'sessions',
      token: trainer,
    },
    { name: 'requests', url: '/api/appointments/requests', key: 'requests', token: trainer },
    { name: 'appointments', url: '/api/appointments', key: 'appointments', token: trainer },
    { name: 'availability', url: '/api/appointments/availability', key: 'slots', token: trainer },
    { name: 'users', url: '/api/admin/users', key: 'users', token: f.adminToken },
  ];
}

export const withLimit = (url: string, limit: number) =>
  `${url}${url.includes('?') ? '&' : '?'}limit=${limit}`;
