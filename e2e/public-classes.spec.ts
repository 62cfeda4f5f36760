import { expect, test } from '@playwright/test';
import { loginThroughUi } from './support/auth';
import { expectBothThemesClean } from './support/axe';
import { mailsTo } from './support/outbox';
import { groupClass, madridDay, signedInTrainer } from './support/owner-area';

const SHOTS = 'test-results/screens/public-classes';
const PHONE = { width: 390, height: 844 };
const VISITOR_EMAIL = `irene.clases.${Date.now()}@correo.es`;

test('on a phone, a visitor asks for a place in a class on /reservar/<slug>; the trainer approves and the dog is on the roster', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(PHONE);
  // Arranged through the API: a trainer with a business name (so a readable address) and a
  // class of "Clase de cachorros" in four days with 3 places.
  const { trainer, headers } = await signedInTrainer(request, 'Nerea');
  const business = `Escuela Nerea ${Date.now()}`;
  const saved = await request.put('/api/owner-area/settings', {
    headers,
    data: { cancellationNoticeHours: 24, businessName: business },
  });
  expect(saved.status()).toBe(200);
  const address = (await (await request.get('/api/owner-area/booking-address', { headers })).json())
    .data as { slug: string; path: string };
  expect(address.path).toMatch(/^\/reservar\//);
  const classId = await groupClass(request, headers, { date: madridDay(4), places: 3 });

  await test.step('The visitor opens Clases en grupo and asks for a place for Kira.', async () => {
    await page.goto(address.path);
    const section = page.getByRole('region', { name: 'Clases en grupo' });
    await section.getByRole('button', { name: 'Ver clases' }).click();
    const list = section.getByRole('list', { name: 'Próximas clases' });
    await expect(list.getByText('3 plazas libres')).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await expectBothThemesClean(page, 'reserva, clases', `${SHOTS}/class-list-phone`);
    await list.getByRole('button', { name: /^Pedir plaza en Clase de cachorros/ }).click();
    await expect(section.getByRole('heading', { name: 'Pide tu plaza' })).toBeFocused();
    await section.getByLabel('Nombre completo').fill('Irene Soler');
    await section.getByLabel('Email').fill(VISITOR_EMAIL);
    await section.getByLabel('Teléfono').fill('611 222 333');
    await section.getByLabel('Nombre de tu perro').fill('Kira');
    await section.getByLabel(/^Acepto que .* trate mis datos/).check();
    await expectBothThemesClean(page, 'reserva, pedir plaza', `${SHOTS}/class-request-phone`);
    await section.getByRole('button', { name: 'Pedir plaza' }).click();
    await expect(section.getByRole('heading', { name: '¡Solicitud Enviada!' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/class-request-sent-phone.png`, fullPage: true });
  });

  await test.step('The trainer sees a class request in Solicitudes and approves it.', async () => {
    await loginThroughUi(page, trainer.email, trainer.password);
    await page.goto('/appointment-requests');
    const card = page.getByRole('list', { name: 'Solicitudes de cita' }).getByRole('listitem');
    await expect(card).toContainText('Irene Soler');
    await expect(card.getByText('Plaza en clase')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/requests-phone.png`, fullPage: true });
    await card.getByRole('button', { name: /^Aprobar la solicitud de Irene Soler/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Aprobar plaza en la clase' });
    await expect(dialog.getByText(/crearán el cliente y el perro/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/approve-class-phone.png` });
    await dialog.getByRole('button', { name: 'Aprobar y apuntar' }).click();
    await expect(page.getByText('Plaza confirmada').first()).toBeVisible();
  });

  await test.step('Kira is on the roster and Irene gets the mail.', async () => {
    const detail = await request.get(`/api/classes/${classId}`, { headers });
    const body = (await detail.json()) as {
      data: { roster: { dogName: string; clientName: string }[] };
    };
    expect(body.data.roster).toEqual([
      expect.objectContaining({ dogName: 'Kira', clientName: 'Irene Soler' }),
    ]);
    const [mail] = await mailsTo(VISITOR_EMAIL, /^Plaza confirmada: Clase de cachorros/);
    expect(mail?.text).toContain('Kira');
    await page.setContent(mail!.html || '');
    await page.screenshot({ path: `${SHOTS}/class-approved-mail.png`, fullPage: true });
  });
});
