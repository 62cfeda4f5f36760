import { expect, test, type Page } from '@playwright/test';
import { expectBothThemesClean } from './support/axe';
import { createApprovedTrainer } from './support/api';
import { linkFromMail, mailsTo } from './support/outbox';

const SHOTS = 'test-results/screens/owner-classes';
const PHONE = { width: 390, height: 844 };
const OWNER_EMAIL = `clases.${Date.now()}@correo.es`;

/** A date `days` from today on a clock in Madrid (the trainers' default zone). */
function madridDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The path and query of an e-mailed link, opened on the server under test. */
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function signInOwner(page: Page) {
  await page.goto('/mi-area');
  await page.getByLabel('Tu email').fill(OWNER_EMAIL);
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByText(/te hemos enviado un enlace para entrar/)).toBeVisible();
  const link = await linkFromMail(OWNER_EMAIL, 'solo sirve una vez', '/mi-area/entrar?token=');
  await page.goto(local(link));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/mi-area$/);
}

test('on a phone, a known client reserves a place in a class in Mi área and is told when the trainer cancels it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  // Arranged through the API: the trainer, a confirmed visit that makes Marta a client with her
  // dog Luna, a group service and a class in three days with 3 places.
  const trainer = await createApprovedTrainer(request, 'Clara');
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  const visit = await request.post('/api/appointments/requests', {
    headers,
    data: {
      clientName: 'Marta Ruiz',
      clientEmail: OWNER_EMAIL,
      clientPhone: '612345678',
      dogName: 'Luna',
      requestedDate: madridDay(10),
      requestedTime: '10:00',
      duration: 60,
      serviceType: 'evaluation',
      confirm: true,
    },
  });
  expect(visit.status(), await visit.text()).toBe(201);
  const service = await request.post('/api/services', {
    headers,
    data: {
      name: 'Clase de cachorros',
      duration: 60,
      priceCents: 1500,
      kind: 'group',
      isPublic: true,
      color: '#7c3aed',
    },
  });
  expect(service.status()).toBe(201);
  const serviceId = ((await service.json()) as { data: { id: string } }).data.id;
  const created = await request.post('/api/classes', {
    headers,
    data: {
      serviceId,
      date: madridDay(3),
      time: '18:00',
      duration: 60,
      place: 'Parque del Retiro',
      places: 3,
    },
  });
  expect(created.status()).toBe(201);
  const classId = ((await created.json()) as { data: { classes: { id: string }[] } }).data
    .classes[0]!.id;

  await test.step('The owner signs in and reserves a place for Luna.', async () => {
    await signInOwner(page);
    const section = page.getByRole('region', { name: 'Clases en grupo' });
    await expect(section.getByRole('heading', { name: 'Clase de cachorros' })).toBeVisible();
    await expect(section.getByText('Quedan 3 plazas')).toBeVisible();
    await section.getByRole('button', { name: 'Reservar plaza para Luna' }).click();
    await expect(page.getByText('Plaza reservada')).toBeVisible();
    await expect(section.getByText('Tiene plaza')).toBeVisible();
    await expect(section.getByText('Quedan 2 plazas')).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await expectBothThemesClean(page, 'Mi área, clases', `${SHOTS}/owner-classes-phone`);
  });

  await test.step('The trainer sees Luna on the roster, then cancels the class.', async () => {
    const detail = await request.get(`/api/classes/${classId}`, { headers });
    const body = (await detail.json()) as { data: { roster: { dogName: string }[] } };
    expect(body.data.roster.map((p) => p.dogName)).toEqual(['Luna']);
    const cancelled = await request.post(`/api/classes/${classId}/cancel`, { headers });
    expect(cancelled.status()).toBe(200);
  });

  await test.step('The owner gets the e-mail, and the class leaves Mi área.', async () => {
    const [mail] = await mailsTo(OWNER_EMAIL, /^Cancelada: Clase de cachorros/);
    expect(mail?.text).toContain('Luna');
    await page.setContent(mail!.html || '');
    await page.screenshot({ path: `${SHOTS}/class-cancelled-mail.png`, fullPage: true });
    await page.goto('/mi-area');
    const section = page.getByRole('region', { name: 'Clases en grupo' });
    await expect(section.getByText('Ahora mismo no hay clases programadas.')).toBeVisible();
  });
});
