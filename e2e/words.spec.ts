import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createApprovedTrainer, signInAdmin } from './support/api';

/**
 * Issue 27 (words, as a class): the back office's main screens, with real data on them, never
 * show English or machine wording — "Dashboard", "N/A", "1h 0m", "1 hora y 0 minutos", a puppy
 * of "0 años", or a value that leaked through as "undefined"/"NaN"/"null".
 */
const FORBIDDEN: [name: string, pattern: RegExp][] = [
  ['Dashboard', /\bDashboard\b/],
  ['N/A', /\bN\/A\b/],
  ['"1h 0m" durations', /\b\d+h \d+m\b/],
  ['"1 hora y 0 minutos" durations', /\bhoras? y \d+ minutos?\b/],
  ['"0 años"', /\b0 años\b/],
  ['undefined', /\bundefined\b/],
  ['NaN', /\bNaN\b/],
  ['null', /\bnull\b/],
];

const SCREENS = [
  '/dashboard',
  '/clients',
  '/dogs',
  '/sessions',
  '/appointments',
  '/calendar',
  '/appointment-requests',
  '/services',
  '/payments',
  '/settings',
];

const DAY = 86_400_000;

async function seed(request: APIRequestContext) {
  const trainer = await createApprovedTrainer(request, 'Palabras', await signInAdmin(request));
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const session = (await login.json()).data as { token: string; user: unknown };
  const headers = { Authorization: `Bearer ${session.token}` };
  const post = async (path: string, data: object) => {
    const res = await request.post(path, { data, headers });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
    return (await res.json()).data as { id: string };
  };
  const client = await post('/api/clients', {
    name: 'Lucía Martín',
    email: `lucia.${Date.now()}@correo.es`,
    phone: '600 123 456',
  });
  // A puppy of six months, and a client without sessions next to one with.
  const puppy = await post('/api/dogs', { name: 'Chispa', age: 0.5, clientId: client.id });
  await post('/api/clients', { name: 'Sin Sesiones', phone: '611 222 333' });
  for (const [daysAgo, duration] of [
    [3, 60],
    [2, 90],
  ] as const) {
    await post('/api/sessions', {
      dogId: puppy.id,
      date: new Date(Date.now() - daysAgo * DAY).toISOString(),
      duration,
      objectives: 'Llamada',
      progress: 60,
      rating: 4,
    });
  }
  return session;
}

async function signIn(page: Page, session: { token: string; user: unknown }) {
  await page.context().addInitScript(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

test('the main screens say everything in natural Spanish', async ({ page, request }) => {
  test.setTimeout(180_000);
  const session = await seed(request);
  await signIn(page, session);
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait for the screen's data, not a time: no skeleton or "Cargando" left.
    await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
    const text = await page.locator('body').innerText();
    const title = await page.title();
    for (const [name, pattern] of FORBIDDEN) {
      expect(`${title}\n${text}`, `${path} shows ${name}`).not.toMatch(pattern);
    }
  }
  // The durations and the puppy's age read as a person would write them.
  await page.goto('/sessions');
  await expect(page.getByText('1 h 30 min').first()).toBeVisible();
  await expect(page.getByText('2 h 30 min')).toBeVisible();
  await page.goto('/dogs');
  await expect(page.getByText('6 meses')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panel' })).toBeVisible();
});
