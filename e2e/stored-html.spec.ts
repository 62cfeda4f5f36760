import { expect, test } from '@playwright/test';
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
  for (const path of ['/clients', `/clients/${clientId}`, '/dogs']) {
    await page.goto(path);
    const shownAsText = page
      .getByText('<script>window.__xss=2</script>', { exact: false })
      .filter({ visible: true });
    await expect(shownAsText.first()).toBeVisible();
  }
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
