import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'adiestra-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
  writeFileSync(path.join(dist, 'booking.html'), '<!doctype html><title>Reserva</title>');
  writeFileSync(path.join(dist, 'login.html'), '<!doctype html><title>Iniciar sesión</title>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webDist: dist });
});
afterAll(() => t.close());

describe('web app serving', () => {
  it('answers client routes with the SPA, never cached, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: '/clients/123?tab=perros' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await t.app.inject({ method: 'GET', url: '/dashboard' })).body).toContain('SPA');
  });

  it('answers the booking route with its own light page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/book-appointment/abc' })).body).toContain(
      'Reserva',
    );
  });

  it('answers /login with the page whose login screen is painted before the scripts run', async () => {
    for (const url of ['/login', '/login?from=email']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).toContain('Iniciar sesión');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await t.app.inject({ method: 'GET', url: '/login-help' })).body).toContain('SPA');
  });

  it('serves hashed assets for a year and a missing one as a 404, not as the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-old999.js' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/favicon.png' })).statusCode).toBe(404);
  });
});
