import { expect, test } from '@playwright/test';
import { loginThroughUi } from './support/auth';
import { expectBothThemesClean } from './support/axe';
import { mailsTo } from './support/outbox';
import {
  groupService,
  madridDay,
  openOwnerSection,
  signInOwner,
  signedInTrainer,
} from './support/owner-area';

const SHOTS = 'test-results/screens/public-course';
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };
const stamp = Date.now();
const COURSE = `Obediencia básica ${stamp}`;
const VISITOR_EMAIL = `irene.curso.publico.${stamp}@correo.es`;

/**
 * Issue 45, major 4 (decision 0138): a course is sold on the booking page as a course — its name,
 * dates and price, never its classes one by one — and one request, approved, enrols the dog in
 * every class of it; the owner finds the course in Mi área.
 */
test('a visitor asks for a whole course on /reservar/<slug>; the trainer approves; the dog is in every class and sees the course in Mi área', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // Arranged through the API: a trainer with a business name and a course of 4 weekly classes.
  const { trainer, headers } = await signedInTrainer(request, 'Nerea');
  const saved = await request.put('/api/owner-area/settings', {
    headers,
    data: { cancellationNoticeHours: 24, businessName: `Escuela Nerea ${stamp}` },
  });
  expect(saved.status()).toBe(200);
  const address = (await (await request.get('/api/owner-area/booking-address', { headers })).json())
    .data as { path: string };
  const serviceId = await groupService(request, headers);
  const created = await request.post('/api/courses', {
    headers,
    data: {
      name: COURSE,
      serviceId,
      date: madridDay(5),
      time: '19:00',
      duration: 60,
      place: 'Parque del Retiro',
      count: 4,
      places: 3,
      priceCents: 12000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const course = ((await created.json()) as { data: { id: string; classes: { id: string }[] } })
    .data;

  await test.step('The visitor sees the course as one offer, with its dates and price, and asks for it.', async () => {
    for (const [size, name] of [
      [WIDE, 'wide'],
      [PHONE, 'phone'],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(address.path);
      const section = page.getByRole('region', { name: 'Clases en grupo' });
      await section.getByRole('button', { name: 'Ver clases' }).click();
      const courses = section.getByRole('list', { name: 'Próximos cursos' });
      await expect(courses.getByText(COURSE)).toBeVisible();
      await expect(courses.getByText('120,00 € por 4 clases')).toBeVisible();
      await expect(courses.getByText(/^4 clases, del /)).toBeVisible();
      // Its classes are not offered one by one.
      await expect(section.getByRole('list', { name: 'Próximas clases' })).toHaveCount(0);
      await section.scrollIntoViewIfNeeded();
      await expectBothThemesClean(
        page,
        `reserva, cursos (${name})`,
        `${SHOTS}/course-list-${name}`,
      );
    }
    const section = page.getByRole('region', { name: 'Clases en grupo' });
    await section
      .getByRole('list', { name: 'Próximos cursos' })
      .getByRole('button', { name: new RegExp(`^Pedir plaza en el curso ${COURSE}`) })
      .click();
    await expect(section.getByRole('heading', { name: 'Pide tu plaza' })).toBeFocused();
    await expect(section.getByText(`Curso: ${COURSE}`)).toBeVisible();
    await section.getByLabel('Nombre completo').fill('Irene Soler');
    await section.getByLabel('Email').fill(VISITOR_EMAIL);
    await section.getByLabel('Teléfono').fill('611 222 333');
    await section.getByLabel('Nombre de tu perro').fill('Kira');
    await section.getByLabel(/^Acepto que .* trate mis datos/).check();
    await expectBothThemesClean(page, 'reserva, pedir curso', `${SHOTS}/course-request-phone`);
    await section.getByRole('button', { name: 'Pedir plaza' }).click();
    await expect(section.getByRole('heading', { name: '¡Solicitud Enviada!' })).toBeVisible();
    await expect(section.getByText(`en el curso ${COURSE}`)).toBeVisible();
  });

  await test.step('The trainer sees a course request in Solicitudes and approves it.', async () => {
    await loginThroughUi(page, trainer.email, trainer.password);
    await page.goto('/appointment-requests');
    const card = page.getByRole('list', { name: 'Solicitudes de cita' }).getByRole('listitem');
    await expect(card).toContainText('Irene Soler');
    await expect(card.getByText('Plaza en curso')).toBeVisible();
    await expect(card.getByText(`Curso: ${COURSE}`)).toBeVisible();
    await card.getByRole('button', { name: /^Aprobar la solicitud de Irene Soler/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Aprobar plaza en el curso' });
    await expect(dialog).toBeVisible();
    await expectBothThemesClean(page, 'aprobar curso', `${SHOTS}/approve-course-phone`);
    await dialog.getByRole('button', { name: 'Aprobar y apuntar' }).click();
    await expect(page.getByText('Perro apuntado al curso').first()).toBeVisible();
  });

  await test.step('Kira has a place in every class of the course, and Irene one mail with them all.', async () => {
    const detail = await request.get(`/api/courses/${course.id}`, { headers });
    const body = (await detail.json()) as {
      data: {
        classes: { enrolled: number }[];
        enrolments: { dogName: string; priceCents: number }[];
      };
    };
    expect(body.data.classes.map((c) => c.enrolled)).toEqual([1, 1, 1, 1]);
    expect(body.data.enrolments).toEqual([
      expect.objectContaining({ dogName: 'Kira', priceCents: 12000 }),
    ]);
    const [mail] = await mailsTo(VISITOR_EMAIL, new RegExp(`^Plaza confirmada: ${COURSE}`));
    expect(mail?.text).toContain('Clase 4');
  });

  await test.step('Irene finds the course and Kira enrolled in Mi área.', async () => {
    await page.context().clearCookies();
    await signInOwner(page, VISITOR_EMAIL);
    await openOwnerSection(page, 'Clases y cursos');
    const courses = page.getByRole('region', { name: 'Cursos', exact: true });
    await expect(courses.getByText(COURSE)).toBeVisible();
    await expect(courses.getByText('Apuntado al curso')).toBeVisible();
    await courses.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/mi-area-course-phone.png`, fullPage: true });
  });
});
