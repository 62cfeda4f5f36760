import { expect, test, type Page } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/accounts';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';

// Text a trainer or a pet owner typed is shown as text: markup in it never runs nor renders.
const PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

test('stored HTML and script text renders inert on the lists and detail pages', async ({
  page,
  request,
}) => {
  const trainer = await createApprovedTrainer(request, 'Inés');
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { Authorization: `Bearer ${token}` };
  const client = await request.post('/api/clients', {
    headers,
    data: {
      name: `Marta ${PAYLOAD}`,
      email: 'marta.xss@example.com',
      phone: '600111222',
      notes: PAYLOAD,
    },
  });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { data: { id: string } }).data.id;
  const dog = await request.post('/api/dogs', {
    headers,
    data: { name: `Rex ${PAYLOAD}`, breed: 'Boxer', clientId, notes: PAYLOAD },
  });
  expect(dog.status()).toBe(201);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await loginThroughUi(page, trainer.email, trainer.password);
  await expectInertOn(page, ['/clients', `/clients/${clientId}`, '/dogs']);
  expect(dialogs).toEqual([]);
});

/** Each page shows the payload as visible text, and nothing in it ran or rendered. */
async function expectInertOn(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    const shownAsText = page
      .getByText('<script>window.__xss=2</script>', { exact: false })
      .filter({ visible: true });
    await expect(shownAsText.first(), path).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
      path,
    ).toBeUndefined();
    expect(await page.locator('img[src="x"]').count(), path).toBe(0);
  }
}

test('text sent by anyone on the internet renders inert in the back office and the admin screen', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // A pet owner's booking form and the public error reports reach screens of signed-in users.
  const trainer = await createApprovedTrainer(request, 'Olga');
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const session = ((await login.json()) as { data: { token: string; user: { id: string } } }).data;
  const headers = { Authorization: `Bearer ${session.token}` };
  const preferredDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  // The public form accepts only times the booking page offers (issue 14): open 10:00 first.
  const slot = await request.post('/api/appointments/availability', {
    headers,
    data: { date: preferredDate, startTime: '10:00', endTime: '11:00' },
  });
  expect(slot.status()).toBe(201);
  const book = async (email: string) => {
    const res = await request.post('/api/public/appointments/request', {
      data: {
        educatorId: session.user.id,
        clientName: `Pablo ${PAYLOAD}`,
        clientEmail: email,
        clientPhone: '600111333',
        dogName: `Kira ${PAYLOAD}`,
        serviceType: 'basic_training',
        serviceDescription: PAYLOAD,
        preferredDate,
        preferredTime: '10:00',
        notes: PAYLOAD,
        consent: true,
      },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  await book('pablo.pendiente@example.com');
  const approved = await request.post(
    `/api/appointments/requests/${await book('pablo.cita@example.com')}/approve`,
    { headers, data: { scheduledDate: preferredDate, scheduledTime: '10:00' } },
  );
  expect(approved.status()).toBe(200);
  const reported = await request.post('/api/telemetry/errors', {
    data: { message: `Fallo ${PAYLOAD}`, stack: PAYLOAD, route: '/clients' },
  });
  expect(reported.status()).toBe(202);

  const dialogs: string[] = [];
  const watch = (p: Page) =>
    p.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  watch(page);
  await loginThroughUi(page, trainer.email, trainer.password);
  await expectInertOn(page, ['/appointment-requests', '/appointments']);

  const adminContext = await browser.newContext({
    storageState: ADMIN_STORAGE_STATE,
    baseURL,
  });
  try {
    const admin = await adminContext.newPage();
    watch(admin);
    await expectInertOn(admin, ['/admin/analytics']);
  } finally {
    await adminContext.close();
  }
  expect(dialogs).toEqual([]);
});
