import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectBothThemesClean } from './support/axe';
import { loginThroughUi } from './support/auth';
import { mailsTo } from './support/outbox';
import {
  confirmedVisit,
  groupService,
  localPath,
  openOwnerSection,
  signInOwner,
  signedInTrainer,
} from './support/owner-area';

const SHOTS = 'test-results/screens/course-journey';
const PHONE = { width: 390, height: 844 };
const stamp = Date.now();
const COURSE = `Cachorros ${stamp}`;
const OWNERS = [
  { name: 'Marta Ruiz', dogName: 'Luna', email: `marta.curso.${stamp}@correo.es` },
  { name: 'Pablo Gil', dogName: 'Toby', email: `pablo.curso.${stamp}@correo.es` },
  { name: 'Irene Sanz', dogName: 'Kira', email: `irene.curso.${stamp}@correo.es` },
  { name: 'Jorge Vidal', dogName: 'Rocky', email: `jorge.curso.${stamp}@correo.es` },
] as const;
const [MARTA, PABLO, IRENE, JORGE] = OWNERS;

/**
 * A fixed zone where it is mid-morning now. The course's first class is the trainer's today at
 * 20:00 (attendance and the report need its day to have come), and a freed place is offered only
 * until 2 h before it: in this zone that is hours away whatever the hour the suite runs.
 */
function morningZone() {
  let offset = 10 - new Date().getUTCHours();
  if (offset < -12) offset += 24;
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** An owner on a phone, signed in to Mi área through the e-mailed link. */
async function ownerPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInOwner(page, email);
  await openOwnerSection(page, 'Clases y cursos');
  return page;
}

test('on a phone, a trainer creates a course of 3 places, three owners enrol, a fourth waits, a cancel promotes them, then attendance and the class report', async ({
  browser,
  request,
}) => {
  // 27 s on a quiet machine; CI machines have run three times slower.
  test.setTimeout(300_000);
  // Arranged through the API: the trainer (in a zone where it is morning, a short cancellation
  // notice), four clients with a dog each and a group service.
  const { trainer, headers } = await signedInTrainer(request, 'Clara');
  const profile = await request.put('/api/auth/profile', {
    headers,
    data: { firstName: 'Clara', lastName: 'Entrenador', timeZone: morningZone() },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const notice = await request.put('/api/owner-area/settings', {
    headers,
    data: { cancellationNoticeHours: 2 },
  });
  expect(notice.status(), await notice.text()).toBe(200);
  for (const [i, owner] of OWNERS.entries())
    await confirmedVisit(request, headers, { ...owner, day: 10 + i });
  await groupService(request, headers);

  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await loginThroughUi(page, trainer.email, trainer.password);
  let courseId = '';

  await test.step('The trainer creates a course of 3 weekly classes with 3 places, from today.', async () => {
    await page.goto('/classes');
    await page.getByRole('button', { name: 'Nuevo curso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo curso' });
    await dialog.getByLabel(/Nombre del curso/).fill(COURSE);
    await dialog.getByLabel(/Servicio en grupo/).selectOption({ label: 'Clase de cachorros' });
    await dialog.getByLabel(/^Hora/).fill('20:00');
    await dialog.getByLabel(/Número de clases/).fill('3');
    await dialog.getByLabel(/^Plazas/).fill('3');
    await dialog.getByLabel(/Precio del curso/).fill('90');
    await dialog.getByRole('button', { name: 'Crear curso' }).click();
    await expect(page.getByText('Curso creado')).toBeVisible();
    const list = await request.get('/api/courses', { headers });
    const courses = ((await list.json()) as { data: { courses: { id: string; name: string }[] } })
      .data.courses;
    courseId = courses.find((c) => c.name === COURSE)!.id;
  });

  const marta = await ownerPage(browser, MARTA.email);
  await test.step('Marta enrols Luna in Mi área; Pablo and Irene enrol theirs there too.', async () => {
    const course = marta.getByRole('region', { name: 'Cursos', exact: true });
    await expect(course.getByText('Plazas libres: 3/3')).toBeVisible();
    await expect(course.getByText('Precio: 90,00 € (3 clases)')).toBeVisible();
    await expect(
      course.getByRole('list', { name: `Clases de ${COURSE}` }).getByRole('listitem'),
    ).toHaveCount(3);
    await course.getByRole('button', { name: 'Apuntar a Luna al curso' }).click();
    await expect(marta.getByText('Perro apuntado al curso')).toBeVisible();
    await expect(course.getByText('Apuntado al curso')).toBeVisible();
    await expect(course.getByText('Plazas libres: 2/3')).toBeVisible();
    for (const [owner, left] of [
      [PABLO, '1/3'],
      [IRENE, null],
    ] as const) {
      const other = await ownerPage(browser, owner.email);
      const theirs = other.getByRole('region', { name: 'Cursos', exact: true });
      await theirs.getByRole('button', { name: `Apuntar a ${owner.dogName} al curso` }).click();
      await expect(theirs.getByText('Apuntado al curso')).toBeVisible();
      await expect(
        left
          ? theirs.getByText(`Plazas libres: ${left}`)
          : theirs.getByText('Completo', { exact: true }),
      ).toBeVisible();
      await other.context().close();
    }
  });

  const jorge = await ownerPage(browser, JORGE.email);
  await test.step('Jorge finds the course full and joins its waiting list with Rocky.', async () => {
    const course = jorge.getByRole('region', { name: 'Cursos', exact: true });
    await expect(course.getByText('Completo', { exact: true })).toBeVisible();
    await expect(course.getByRole('button', { name: 'Apuntar a Rocky al curso' })).toHaveCount(0);
    await course.getByRole('button', { name: 'Apuntar a Rocky a la lista de espera' }).click();
    await expect(jorge.getByText('Apuntado a la lista de espera')).toBeVisible();
    await expect(course.getByText('En lista de espera · puesto 1')).toBeVisible();
    await jorge.screenshot({ path: `${SHOTS}/owner-waiting-phone.png`, fullPage: true });
  });

  await test.step('Marta cancels Luna’s course in time, after a dialog saying what it frees.', async () => {
    await marta.reload();
    const course = marta.getByRole('region', { name: 'Cursos', exact: true });
    await course.getByRole('button', { name: 'Cancelar el curso de Luna' }).click();
    const dialog = marta.getByRole('dialog', { name: '¿Cancelar el curso de Luna?' });
    await expect(dialog).toContainText('el curso no se cobra');
    await dialog.getByRole('button', { name: 'Cancelar el curso' }).click();
    await expect(marta.getByText('Inscripción al curso cancelada')).toBeVisible();
    await expect(course.getByRole('button', { name: 'Apuntar a Luna al curso' })).toHaveCount(0);
  });

  await test.step('Jorge gets the offer by e-mail; its link opens Mi área, where he accepts.', async () => {
    const [mail] = await mailsTo(JORGE.email, /^Plaza libre:/);
    expect(mail?.text).toContain(COURSE);
    const link = mail!.text!.match(/https?:\/\/[^\s\]]*\/mi-area(?=[\s\]])/)?.[0];
    expect(link).toBeTruthy();
    await jorge.goto(localPath(link!));
    await openOwnerSection(jorge, 'Clases y cursos');
    const course = jorge.getByRole('region', { name: 'Cursos', exact: true });
    await expect(course.getByText('Plaza ofrecida')).toBeVisible();
    await course.getByRole('button', { name: 'Aceptar plaza para Rocky' }).click();
    await expect(jorge.getByText('Plaza aceptada: tu perro ya está apuntado')).toBeVisible();
    await expect(
      course.getByRole('list', { name: 'Clases de Rocky' }).getByText('Próxima'),
    ).toHaveCount(3);
    await expectBothThemesClean(jorge, 'Mi área, curso', `${SHOTS}/owner-enrolled-phone`);
  });

  await test.step('The trainer marks attendance in today’s class and writes its report.', async () => {
    const detail = await request.get(`/api/courses/${courseId}`, { headers });
    const classes = ((await detail.json()) as { data: { classes: { id: string }[] } }).data.classes;
    await page.goto(`/classes/${classes[0]!.id}`);
    const attend = async (dog: string) => {
      const tap = page.getByRole('button', { name: `Asistencia de ${dog}` });
      await tap.click();
      await expect(tap).toHaveAttribute('aria-pressed', 'true');
    };
    await attend('Toby');
    const form = page.getByRole('form', { name: 'Informe de la clase' });
    await form.getByLabel(/Qué se ha trabajado/).fill('Llamada y correa floja');
    // Marking another dog adds its line to the report without losing what was typed.
    await attend('Rocky');
    await expect(form.getByRole('listitem', { name: 'Rocky' })).toBeVisible();
    await expect(form.getByLabel(/Qué se ha trabajado/)).toHaveValue('Llamada y correa floja');
    await form.getByLabel('Notas para el dueño de Rocky').fill('Rocky se ha estrenado muy bien');
    await form.getByRole('button', { name: 'Guardar informe' }).click();
    await expect(page.getByText('Informe de la clase guardado')).toBeVisible();
    await expectBothThemesClean(page, 'Clase del curso, informe', `${SHOTS}/trainer-report-phone`);
  });

  await test.step('Jorge sees Rocky’s first class as attended in Mi área.', async () => {
    await jorge.reload();
    const places = jorge.getByRole('list', { name: 'Clases de Rocky' });
    await expect(places.getByText('Asistió')).toHaveCount(1);
  });
});
