import { expect, test } from '@playwright/test';
import { expectBothThemesClean } from './support/axe';
import { mailsTo } from './support/outbox';
import {
  groupClass,
  madridDay,
  openOwnerSection,
  signInOwner,
  trainerWithClient,
} from './support/owner-area';

const SHOTS = 'test-results/screens/owner-classes';
const PHONE = { width: 390, height: 844 };
const OWNER_EMAIL = `clases.${Date.now()}@correo.es`;

test('on a phone, a known client reserves a place in a class in Mi área and is told when the trainer cancels it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  // Arranged through the API: the trainer, a confirmed visit that makes Marta a client with her
  // dog Luna, a group service and a class in three days with 3 places.
  const { headers } = await trainerWithClient(request, 'Clara', OWNER_EMAIL);
  const classId = await groupClass(request, headers, { date: madridDay(3), places: 3 });

  await test.step('The owner signs in and reserves a place for Luna.', async () => {
    await signInOwner(page, OWNER_EMAIL);
    await openOwnerSection(page, 'Clases y cursos');
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
    await openOwnerSection(page, 'Clases y cursos');
    const section = page.getByRole('region', { name: 'Clases en grupo' });
    await expect(section.getByText('Ahora mismo no hay clases programadas.')).toBeVisible();
  });
});
