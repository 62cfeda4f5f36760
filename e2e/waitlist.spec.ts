import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectBothThemesClean } from './support/axe';
import { loginThroughUi } from './support/auth';
import { mailsTo } from './support/outbox';
import {
  groupClass,
  localPath,
  madridDay,
  openOwnerSection,
  signInOwner,
  trainerWithTwoClients,
} from './support/owner-area';

const SHOTS = 'test-results/screens/waitlist';
const PHONE = { width: 390, height: 844 };
const stamp = Date.now();
const MARTA = `marta.espera.${stamp}@correo.es`;
const PABLO = `pablo.espera.${stamp}@correo.es`;

/** An owner on a phone, signed in to Mi área through the e-mailed link. */
async function ownerPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInOwner(page, email);
  await openOwnerSection(page, 'Clases y cursos');
  return page;
}

test('on a phone, a second owner joins a full class’s waiting list, is offered the freed place by e-mail and accepts it in Mi área', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Arranged through the API: the trainer, two clients (Marta with Luna, Pablo with Toby), a
  // group service and a class in four days with a single place.
  const { trainer, headers } = await trainerWithTwoClients(request, 'Clara', {
    marta: MARTA,
    pablo: PABLO,
  });
  const classId = await groupClass(request, headers, { date: madridDay(4), places: 1 });
  const classOf = (page: Page) => page.getByRole('region', { name: 'Clases en grupo' });

  const marta = await ownerPage(browser, MARTA);
  await test.step('Marta takes the only place: the class is full.', async () => {
    await classOf(marta).getByRole('button', { name: 'Reservar plaza para Luna' }).click();
    await expect(marta.getByText('Plaza reservada')).toBeVisible();
    await expect(classOf(marta).getByText('Completa', { exact: true })).toBeVisible();
  });

  const pablo = await ownerPage(browser, PABLO);
  await test.step('Pablo finds it full and joins its waiting list with Toby.', async () => {
    const section = classOf(pablo);
    await expect(section.getByText('Completa', { exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Reservar plaza para Toby' })).toHaveCount(0);
    await section.getByRole('button', { name: 'Apuntar a Toby a la lista de espera' }).click();
    await expect(pablo.getByText('Apuntado a la lista de espera')).toBeVisible();
    await expect(section.getByText('En lista de espera · puesto 1')).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await expectBothThemesClean(pablo, 'Mi área, lista de espera', `${SHOTS}/waiting-phone`);
    const detail = await request.get(`/api/classes/${classId}`, { headers });
    const body = (await detail.json()) as { data: { waitlist: { dogName: string }[] } };
    expect(body.data.waitlist.map((e) => e.dogName)).toEqual(['Toby']);
  });

  await test.step('The trainer sees the waiting list on the class page.', async () => {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await loginThroughUi(page, trainer.email, trainer.password);
    await page.goto(`/classes/${classId}`);
    const list = page.getByRole('list', { name: 'Lista de espera' });
    await expect(list.getByText('Toby')).toBeVisible();
    await expect(list.getByText('Pablo Gil')).toBeVisible();
    await list.scrollIntoViewIfNeeded();
    await expectBothThemesClean(page, 'Clase, lista de espera', `${SHOTS}/trainer-waitlist-phone`);
    await page.context().close();
  });

  await test.step('Marta gives her place up in time.', async () => {
    await classOf(marta).getByRole('button', { name: 'Cancelar plaza de Luna' }).click();
    const dialog = marta.getByRole('dialog', { name: '¿Cancelar la plaza de Luna?' });
    await dialog.getByRole('button', { name: 'Cancelar plaza' }).click();
    await expect(marta.getByText('Plaza cancelada')).toBeVisible();
  });

  await test.step('Pablo gets the offer by e-mail; its link only opens Mi área.', async () => {
    const [mail] = await mailsTo(PABLO, /^Plaza libre: Clase de cachorros/);
    expect(mail?.text).toContain('Toby');
    const link = mail!.text!.match(/https?:\/\/[^\s\]]*\/mi-area(?=[\s\]])/)?.[0];
    expect(link).toBeTruthy();
    await pablo.setContent(mail!.html || '');
    await pablo.screenshot({ path: `${SHOTS}/offer-mail.png`, fullPage: true });
    await pablo.goto(localPath(link!));
    await openOwnerSection(pablo, 'Clases y cursos');
    const section = classOf(pablo);
    await expect(section.getByText('Plaza ofrecida')).toBeVisible();
    await expect(section.getByText(/Acéptala antes del/)).toBeVisible();
    await expectBothThemesClean(pablo, 'Mi área, plaza ofrecida', `${SHOTS}/offer-phone`);
  });

  await test.step('Pablo accepts: Toby has the place, and the trainer sees it.', async () => {
    const section = classOf(pablo);
    await section.getByRole('button', { name: 'Aceptar plaza para Toby' }).click();
    await expect(pablo.getByText('Plaza aceptada: tu perro ya está apuntado')).toBeVisible();
    await expect(section.getByText('Tiene plaza')).toBeVisible();
    const detail = await request.get(`/api/classes/${classId}`, { headers });
    const body = (await detail.json()) as {
      data: { roster: { dogName: string }[]; waitlist: unknown[]; offered: number };
    };
    expect(body.data.roster.map((p) => p.dogName)).toEqual(['Toby']);
    expect(body.data.waitlist).toEqual([]);
    expect(body.data.offered).toBe(0);
  });
});
