import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.ts';
import type { Database } from './db/client.ts';
import { apiClient, PASSWORD, registerAdmin, type ApiClient } from './test/api-client.ts';
import { openTestDatabase, testConfig } from './test/test-app.ts';

// The app as the server builds it: its own logger (at info, as in production) and its docs.
let database: Database;
let app: App;
let api: ApiClient;
const logged: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig({ logLevel: 'info' }),
    db: database.db,
    dbKind: 'postgres',
    mailer: { send: () => Promise.resolve(true) },
    logStream: { write: (line) => void logged.push(line) },
  });
  await app.ready();
  api = apiClient(app);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs', () => {
  it('record requests without passwords, tokens or reset links', async () => {
    const { token, email } = await registerAdmin(api);
    expect((await api.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    expect((await api.get('/api/auth/verify', token)).status).toBe(200);
    await api.call('GET', '/api/auth/verify', { headers: { cookie: 'sid=galleta-secreta' } });
    await api.get('/api/health?token=enlace-secreto-123');
    await api.get(`/api/calendar-feed/${'c'.repeat(43)}.ics`);
    await api.post(`/api/reminders/links/${'r'.repeat(43)}/confirm`);
    // Issue 28: a search for a client's name is logged without it.
    await api.get('/api/clients?search=Eustaquio%20Reservad%C3%ADsimo', token);

    const text = logged.join('');
    expect(text).toContain('"url":"/api/auth/verify"');
    expect(text).toContain('token=[redactado]');
    expect(text).toContain('/api/clients?search=[redactado]');
    expect(text).toContain('/api/reminders/links/[redactado]/confirm');
    for (const secret of [
      PASSWORD,
      token,
      'galleta-secreta',
      'enlace-secreto-123',
      'c'.repeat(43),
      'r'.repeat(43),
      'Eustaquio',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('OpenAPI', () => {
  it('describes every API route at /api/docs, with the bearer scheme', async () => {
    const page = await api.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);

    const spec = await api.get('/api/docs/json');
    expect(spec.status).toBe(200);
    expect(spec.body.openapi).toMatch(/^3\./);
    expect(spec.body.components.securitySchemes.bearer).toMatchObject({ scheme: 'bearer' });
    const documented = Object.keys(spec.body.paths as object);
    for (const path of ['/api/auth/login', '/api/clients', '/api/dogs/{id}', '/api/sessions']) {
      expect(documented).toContain(path);
    }
    expect(documented.filter((path) => path.endsWith('/'))).toEqual([]);
    // Every route the app serves under /api is documented (the docs' own pages aside).
    const served = new Set(
      app.routeTable
        .map((route) => route.url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1'))
        .filter((url) => url.startsWith('/api/') && !url.startsWith('/api/docs')),
    );
    expect(served.size).toBeGreaterThan(30);
    expect([...served].filter((url) => !documented.includes(url))).toEqual([]);
  });
});
