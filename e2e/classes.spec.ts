import { expect, test, type Page } from '@playwright/test';
import { expectBothThemesClean } from './support/axe';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';

const SHOTS = '/tmp/classes29-screens';
const PHONE = { width: 390, height: 844 };

const OWNERS = [
  { name: 'Marta Ruiz', email: 'marta.ruiz@correo.es', phone: '612345678', dog: 'Rocky' },
  { name: 'Pablo Gil', email: 'pablo.gil@correo.es', phone: '612345679', dog: 'Luna' },
  { name: 'Ana Pérez', email: 'ana.perez@correo.es', phone: '612345670', dog: 'Kira' },
  { name: 'Lucas Sanz', email: 'lucas.sanz@correo.es', phone: '612345671', dog: 'Toby' },
];

async function choose(page: Page, label: string, text: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(text);
  await page.getByRole('option', { name: option }).click();
}

test('on a phone, a trainer creates a class with 3 places, enrols three dogs, frees a place and marks attendance', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const trainer = await createApprovedTrainer(request, 'Clara');
  await loginThroughUi(page, trainer.email, trainer.password);
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const auth = { Authorization: `Bearer ${token}` };
  // Arranged through the API: a group service and four clients with a dog each.
  const service = await request.post('/api/services', {
    data: {
      name: 'Clase de cachorros',
      duration: 60,
      priceCents: 1500,
      kind: 'group',
      isPublic: true,
      color: '#7c3aed',
    },
    headers: auth,
  });
  expect(service.status()).toBe(201);
  for (const owner of OWNERS) {
    const client = await request.post('/api/clients', {
      data: { name: owner.name, email: owner.email, phone: owner.phone },
      headers: auth,
    });
    expect(client.status()).toBe(201);
    const clientId = ((await client.json()) as { data: { id: string } }).data.id;
    const dog = await request.post('/api/dogs', {
      data: { name: owner.dog, breed: 'Mestiza', clientId },
      headers: auth,
    });
    expect(dog.status()).toBe(201);
  }

  await test.step('The trainer creates a class today with 3 places.', async () => {
    await page.goto('/classes');
    await expect(page.getByRole('heading', { level: 1, name: 'Clases' })).toBeVisible();
    await expect(page.getByText('Sin clases programadas')).toBeVisible();
    await page.getByRole('button', { name: 'Nueva clase' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva clase' });
    await form.getByLabel('Servicio en grupo').selectOption({ label: 'Clase de cachorros' });
    await form.getByLabel('Hora').fill('23:00');
    await form.getByLabel('Lugar').fill('Parque del Retiro');
    await form.getByLabel('Plazas').fill('0');
    await form.getByRole('button', { name: 'Crear clase' }).click();
    await expect(form.getByText('Las plazas deben estar entre 1 y 50')).toBeVisible();
    await expectBothThemesClean(page, 'formulario de clase', `${SHOTS}/class-form`);
    await form.getByLabel('Plazas').fill('3');
    await form.getByRole('button', { name: 'Crear clase' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Clase creada')).toBeVisible();
    await page.getByRole('link', { name: /Clase de cachorros/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clase de cachorros' })).toBeVisible();
  });

  await test.step('Three dogs are enrolled; the class is then full.', async () => {
    for (const owner of OWNERS.slice(0, 3)) {
      await choose(page, 'Cliente', owner.name.split(' ')[0]!, new RegExp(owner.name));
      await choose(page, 'Perro', owner.dog, new RegExp(owner.dog));
      await page.getByRole('button', { name: 'Apuntar', exact: true }).click();
      await expect(
        page.getByRole('list', { name: 'Perros apuntados' }).getByText(owner.dog, { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByText('3/3 plazas ocupadas')).toBeVisible();
    await expect(page.getByText('La clase está completa: no quedan plazas.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Apuntar un perro' })).toBeHidden();
  });

  await test.step('A place is cancelled, and the fourth dog takes it.', async () => {
    await page.getByRole('button', { name: 'Cancelar la plaza de Luna' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar plaza' });
    await confirm.getByRole('button', { name: 'Cancelar plaza' }).click();
    await expect(page.getByText('2/3 plazas ocupadas')).toBeVisible();
    await choose(page, 'Cliente', 'Lucas', /Lucas Sanz/);
    await choose(page, 'Perro', 'Toby', /Toby/);
    await page.getByRole('button', { name: 'Apuntar', exact: true }).click();
    await expect(page.getByText('3/3 plazas ocupadas')).toBeVisible();
  });

  await test.step('Attendance is marked with one tap per dog.', async () => {
    const rocky = page.getByRole('button', { name: 'Asistencia de Rocky' });
    await expect(rocky).toHaveAttribute('aria-pressed', 'false');
    await rocky.click();
    await expect(rocky).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Asistencia de Toby' }).click();
    await expect(page.getByRole('button', { name: 'Asistencia de Toby' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectBothThemesClean(page, 'lista de la clase', `${SHOTS}/class-roster`);
  });

  await test.step('The calendar shows the class as one block with its places.', async () => {
    await page.goto('/calendar');
    await expect(
      page.getByRole('link', { name: /^Clase, 23:00–00:00, Clase de cachorros, 3 de 3 plazas/ }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/calendar-phone.png` });
  });

  await test.step("The Panel's card shows the week's class, full, linked to its page.", async () => {
    await page.goto('/dashboard');
    const week = page.getByRole('list', { name: 'Clases de esta semana' });
    const row = week.getByRole('link', { name: /Clase de cachorros/ });
    await expect(row).toContainText('23:00');
    await expect(row.getByLabel('3 de 3 plazas ocupadas')).toBeVisible();
    await expect(row).toContainText('Completa');
    await expectBothThemesClean(page, 'panel con las clases de la semana', `${SHOTS}/dashboard`);
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clase de cachorros' })).toBeVisible();
  });

  await test.step('A class today short of its minimum asks to confirm or cancel it.', async () => {
    const serviceId = ((await service.json()) as { data: { id: string } }).data.id;
    // Today on the trainer's calendar (Madrid, the default zone): always within this week's card.
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
    const short = await request.post('/api/classes', {
      data: { serviceId, date: today, time: '23:30', duration: 30, places: 6, minPlaces: 4 },
      headers: auth,
    });
    expect(short.status()).toBe(201);
    await page.goto('/dashboard');
    const prompt = page.getByRole('group', { name: 'Por debajo del mínimo' });
    await expect(prompt).toContainText('0 perros apuntados de un mínimo de 4');
    await expectBothThemesClean(page, 'panel con una clase bajo mínimo', `${SHOTS}/minimum`);
    await prompt.getByRole('button', { name: 'Confirmar igualmente' }).click();
    await expect(page.getByText('Clase confirmada')).toBeVisible();
    await expect(prompt).toBeHidden();
  });
});
