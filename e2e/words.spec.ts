import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createApprovedTrainer, signInAdmin } from './support/api';
import { madridDay } from './support/days';

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
  const puppy = await post('/api/dogs', {
    name: 'Chispa',
    breed: 'Mestizo',
    age: 0.5,
    clientId: client.id,
  });
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
      activities: 'Trabajo con correa larga',
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

test('the week view gives a live appointment the whole column over a cancelled one, dog first', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await seed(request);
  const headers = { Authorization: `Bearer ${session.token}` };
  // Tomorrow at 11:00: Toby's visit was cancelled and Chispa's booked in its place.
  const day = madridDay(1);
  const book = async (clientName: string, dogName: string) => {
    const res = await request.post('/api/appointments/requests', {
      headers,
      data: {
        clientName,
        clientEmail: `${dogName.toLowerCase()}.${Date.now()}@correo.es`,
        clientPhone: '612345678',
        dogName,
        dogBreed: 'Mestizo',
        dogAge: '0.5',
        requestedDate: day,
        requestedTime: '11:00',
        duration: 60,
        serviceType: 'evaluation',
        notes: '',
        confirm: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const list = await request.get(`/api/appointments?date=${day}`, { headers });
    const { appointments } = (await list.json()).data as {
      appointments: { id: string; dogName: string; status: string }[];
    };
    return appointments.find((a) => a.dogName === dogName && a.status === 'SCHEDULED')!.id;
  };
  const toby = await book('María José García Muñoz de la Torre', 'Toby');
  const cancelled = await request.put(`/api/appointments/${toby}`, {
    headers,
    data: { status: 'CANCELLED' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await book('Bartolomé Fernández-Villaverde', 'Chispa');

  await signIn(page, session);
  for (const [size, viewport] of [
    ['desktop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/calendar?fecha=${day}&vista=${size === 'phone' ? 'dia' : 'semana'}`);
    const live = page.getByRole('button', { name: /^11:00–12:00, Bartolomé.*Chispa.*Programada$/ });
    await expect(live).toBeVisible();
    // The dog leads the block; the cancelled one is behind, not half the column.
    await expect(live).toContainText(/^11:00–12:00Chispa/);
    const dayName = new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));
    const column = page.getByRole('region', { name: new RegExp(`, ${dayName} de `) });
    const [liveBox, columnBox] = [await live.boundingBox(), await column.boundingBox()];
    expect(liveBox!.width).toBeGreaterThan(columnBox!.width * 0.8);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        theme === 'dark',
      );
      await page.screenshot({ path: `test-results/screens/words/calendar-${size}-${theme}.png` });
    }
  }
});
