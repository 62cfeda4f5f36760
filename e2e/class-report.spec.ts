import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectBothThemesClean } from './support/axe';
import { loginThroughUi } from './support/auth';
import { mailsTo } from './support/outbox';
import {
  groupClass,
  madridDay,
  openOwnerSection,
  signInOwner,
  trainerWithTwoClients,
} from './support/owner-area';

const SHOTS = 'test-results/screens/class-report';
const PHONE = { width: 390, height: 844 };
const stamp = Date.now();
const MARTA = `marta.informe.${stamp}@correo.es`;
const PABLO = `pablo.informe.${stamp}@correo.es`;

/** Enrols the trainer's client's dog (found by name) in the class, through the API. */
async function enrol(
  request: APIRequestContext,
  headers: Record<string, string>,
  classId: string,
  dogName: string,
) {
  const dogs = await request.get(`/api/dogs?search=${dogName}`, { headers });
  const body = (await dogs.json()) as { data: { dogs: { id: string; clientId: string }[] } };
  const dog = body.data.dogs[0]!;
  const enrolled = await request.post(`/api/classes/${classId}/enrolments`, {
    headers,
    data: { clientId: dog.clientId, dogId: dog.id },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
}

test('on a phone, the trainer marks attendance and writes the class report; each owner gets their dog’s line with its deberes', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Arranged through the API: the trainer, two clients (Marta with Luna, Pablo with Toby), a
  // group service and a class today with both dogs enrolled.
  const { trainer, headers } = await trainerWithTwoClients(request, 'Clara', {
    marta: MARTA,
    pablo: PABLO,
  });
  const classId = await groupClass(request, headers, { date: madridDay(0), places: 4 });
  await enrol(request, headers, classId, 'Luna');
  await enrol(request, headers, classId, 'Toby');

  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await loginThroughUi(page, trainer.email, trainer.password);
  await page.goto(`/classes/${classId}`);

  await test.step('The trainer marks both dogs as attending, one tap each.', async () => {
    for (const dog of ['Luna', 'Toby']) {
      const tap = page.getByRole('button', { name: `Asistencia de ${dog}` });
      await tap.click();
      await expect(tap).toHaveAttribute('aria-pressed', 'true');
    }
  });

  await test.step('The trainer writes the report with a line per dog and deberes for Luna, then sends it.', async () => {
    const form = page.getByRole('form', { name: 'Informe de la clase' });
    // Both dogs' lines are in the form once their attendance is marked.
    await expect(form.getByRole('listitem', { name: 'Toby' })).toBeVisible();
    await form
      .getByLabel(/Qué se ha trabajado/)
      .fill('Paseo con correa floja y llamada con distracciones');
    await form.getByLabel('Notas generales').fill('La semana que viene, cruces con bicis.');
    const luna = form.getByRole('listitem', { name: 'Luna' });
    await luna.getByLabel('Progreso de Luna (0–100)').fill('70');
    await luna
      .getByLabel('Notas para el dueño de Luna')
      .fill('Luna ya tira mucho menos de la correa');
    await luna.getByRole('button', { name: 'Añadir deberes para Luna' }).click();
    await luna.getByLabel(/Ejercicio/).fill('Correa floja en el portal');
    await luna.getByLabel('Veces al día').fill('2');
    const toby = form.getByRole('listitem', { name: 'Toby' });
    await toby.getByLabel('Notas para el dueño de Toby').fill('Toby se distrae con las bicis');
    await form.getByRole('button', { name: 'Guardar informe' }).click();
    await expect(page.getByText('Informe de la clase guardado')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar a los dueños' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('2 dueños');
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByText('Informe enviado a 2 dueños')).toBeVisible();
    await expect(page.getByText(/^Enviado a los dueños el /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar a los dueños' })).toBeDisabled();
    await page.getByRole('heading', { name: 'Informe de la clase' }).scrollIntoViewIfNeeded();
    await expectBothThemesClean(
      page,
      'Clase, informe enviado',
      `${SHOTS}/trainer-class-report-phone`,
    );
  });

  await test.step('Marta’s e-mail holds Luna’s line and deberes, never Toby’s.', async () => {
    const mails = await mailsTo(MARTA, /Informe de la clase de Luna/);
    expect(mails).toHaveLength(1);
    const html = mails[0]!.html || '';
    // A class's report (issue 45): named by the class, no objectives nor an empty rating.
    expect(html).toContain('Clase de cachorros');
    expect(html).not.toContain('Objetivos');
    expect(html).not.toContain('Sin calificar');
    expect(html).toContain('Luna ya tira mucho menos de la correa');
    expect(html).toContain('Correa floja en el portal');
    expect(html).not.toContain('Toby');
    const mailPage = await (await browser.newContext({ viewport: PHONE })).newPage();
    await mailPage.setContent(html);
    await mailPage.screenshot({ path: `${SHOTS}/class-report-mail-phone.png`, fullPage: true });
    await mailPage.close();
    expect(await mailsTo(PABLO, /Informe de la clase de Toby/)).toHaveLength(1);
  });

  await test.step('Marta opens Mi área: Luna’s line of the class and its deberes, which she ticks.', async () => {
    const owner = await (await browser.newContext({ viewport: PHONE })).newPage();
    await signInOwner(owner, MARTA);
    await openOwnerSection(owner, 'Informes');
    const reports = owner.getByRole('list', { name: 'Informes de Luna' });
    await expect(reports.getByRole('link')).toHaveCount(1);
    await expect(owner.getByRole('list', { name: 'Informes de Toby' })).toHaveCount(0);
    await reports.getByRole('link').click();
    await expect(owner.getByRole('heading', { name: 'Informe de la clase de Luna' })).toBeVisible();
    await expect(owner.getByText('Luna ya tira mucho menos de la correa')).toBeVisible();
    await expect(owner.getByText('Correa floja en el portal', { exact: true })).toBeVisible();
    await expect(owner.locator('body')).not.toContainText('Toby');
    const today = owner.getByRole('checkbox', { name: /\(hoy\)/ }).first();
    await today.check();
    await expect(owner.getByText('Práctica anotada')).toBeVisible();
    await expectBothThemesClean(
      owner,
      'Mi área, informe de la clase',
      `${SHOTS}/owner-class-report-phone`,
    );
  });
});
