import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { loginThroughUi } from './support/auth';
import { createApprovedTrainer, signInAdmin } from './support/api';
import { imageLoaded, photoFile } from './support/photos';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

test('a trainer creates a client, adds a dog with a photo, edits and deletes it, then deletes the client', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The admin's own sign-in, not the setup's saved state, so this spec also runs on its own.
  const trainer = await createApprovedTrainer(request, 'Nuria', await signInAdmin(request));
  await loginThroughUi(page, trainer.email, trainer.password);
  // Each step names what the trainer does, so a failure says where it stopped.
  let clientUrl = '';

  await test.step('Every empty state of a trainer without data.', async () => {
    await page.getByRole('link', { name: 'Perros', exact: true }).click();
    await expect(heading(page, 'Gestión de Perros')).toBeVisible();
    await expect(page.getByText('No hay perros registrados')).toBeVisible();
    await page.getByRole('link', { name: 'Nuevo Perro' }).first().click();
    await expect(page.getByText('No hay clientes registrados')).toBeVisible();
    await page.getByRole('link', { name: 'Clientes', exact: true }).click();
    await expect(page.getByText('No hay clientes aún')).toBeVisible();
  });
  await test.step("Create the client, seeing the form's rules on the way.", async () => {
    await page.getByRole('link', { name: 'Agregar Primer Cliente' }).click();
    await expect(heading(page, 'Nuevo Cliente')).toBeVisible();
    await page.getByRole('button', { name: 'Crear Cliente' }).click();
    await expect(page.getByText('El nombre es requerido')).toBeVisible();
    await expect(
      page.getByText('Indica un email o un teléfono para poder contactar con él'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Carmen Vidal Soler');
    await page.getByRole('textbox', { name: 'Email' }).fill('carmen@correo.es');
    await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('600 111 222');
    await page.getByRole('textbox', { name: 'Nombre del contacto' }).fill('Luis Vidal');
    await page.getByRole('button', { name: 'Crear Cliente' }).click();
    await expect(
      page.getByText(
        'El teléfono de emergencia es requerido si se proporciona un contacto de emergencia',
      ),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Teléfono de emergencia' }).fill('699 000 111');
    await page.getByRole('button', { name: 'Crear Cliente' }).click();
    await expect(heading(page, 'Clientes')).toBeVisible();
    await expect(page.getByText('Cliente "Carmen Vidal Soler" creado exitosamente')).toBeVisible();
  });
  await test.step('Server-side search, with its own empty state.', async () => {
    await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill('nadie así');
    await expect(page.getByText('No se encontraron clientes')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill('600111');
    await page.getByRole('link', { name: 'Carmen Vidal Soler' }).click();
  });
  await test.step('Client detail → add a dog with a photo.', async () => {
    await expect(heading(page, 'Carmen Vidal Soler')).toBeVisible();
    await expect(page.getByText(/^Cliente desde \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Perros (0)' })).toBeVisible();
    clientUrl = page.url();
    await page.getByRole('link', { name: 'Agregar', exact: true }).click();
    await expect(heading(page, 'Nuevo Perro')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Propietario' })).toHaveValue(/.+/);
    await page.getByRole('button', { name: 'Crear Perro' }).click();
    await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
    await expect(page.getByText('La raza es obligatoria')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Luna');
    await page.getByRole('textbox', { name: 'Raza', exact: true }).fill('Labrador');
    // Born about six months ago: the age is computed from the birth date (issue 31).
    const born = new Date(Date.now() - 183 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Fecha de nacimiento').fill(born);
    await page.getByRole('spinbutton', { name: 'Peso (kg)' }).fill('12.5');
    await page.getByLabel('Subir foto').setInputFiles(await photoFile());
    await expect(page.getByRole('img', { name: 'Vista previa de la foto' })).toHaveAttribute(
      'src',
      /^data:image\/jpeg;base64,/,
    );
    await page.getByRole('button', { name: 'Crear Perro' }).click();
    await expect(page).toHaveURL(clientUrl);
    await expect(page.getByText('Perro "Luna" creado exitosamente')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Perros (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver Luna' })).toBeVisible();
  });
  await test.step('The dog shows in the list with its photo (served without Authorization, as an <img> does).', async () => {
    await page.getByRole('link', { name: 'Perros', exact: true }).first().click();
    const card = page.getByRole('listitem').filter({ hasText: 'Luna' });
    await expect(card).toContainText('Labrador');
    await expect(card).toContainText('6 meses');
    await expect(card).toContainText('12,5 kg');
    await expect(card).toContainText('Activo');
    await expect(card).toContainText('Carmen Vidal Soler');
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: 'Buscar perros' }).fill('vidal');
    await expect(card).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar perros' }).fill('caniche');
    await expect(page.getByText('No se encontraron perros')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar perros' }).fill('');
  });
  await test.step('Edit it from the card menu: rename and deactivate.', async () => {
    await page.getByRole('button', { name: 'Acciones para Luna' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await expect(heading(page, 'Editar Perro')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver Detalles' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Luna Mora');
    await page.getByRole('checkbox', { name: 'Perro activo' }).uncheck();
    await page.getByRole('button', { name: 'Actualizar Perro' }).click();
    await expect(heading(page, 'Gestión de Perros')).toBeVisible();
    await expect(page.getByText('Perro "Luna Mora" actualizado exitosamente')).toBeVisible();
  });
  await test.step("Inactive now: hidden while 'Mostrar solo perros activos' is on (the default).", async () => {
    await expect(page.getByText('No se encontraron perros')).toBeVisible();
  });
  await test.step('Clicked right after arriving with the flash message: the click must hold (the message is cleared without a navigation that could restore the older URL).', async () => {
    const activeOnly = page.getByRole('checkbox', { name: 'Mostrar solo perros activos' });
    await activeOnly.uncheck();
    await expect(activeOnly).not.toBeChecked();
    await expect(page.getByRole('listitem').filter({ hasText: 'Luna Mora' })).toContainText(
      'Inactivo',
    );
  });
  await test.step('Detail: the photo, age, badge and owner; then delete.', async () => {
    await page.getByRole('link', { name: 'Luna Mora' }).click();
    await expect(heading(page, 'Luna Mora')).toBeVisible();
    await expect.poll(() => imageLoaded(page, 'Foto de Luna Mora')).toBe(true);
    await expect(page.getByText('6 meses')).toBeVisible();
    await expect(page.getByText('Inactivo')).toBeVisible();
    await expect(page.getByText('No hay sesiones registradas')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver cliente' })).toHaveAttribute(
      'href',
      new URL(clientUrl).pathname,
    );
    const dogUrl = page.url();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar perro' });
    await expect(dialog).toContainText(
      '¿Estás seguro de que quieres eliminar a Luna Mora? Esta acción no se puede deshacer.',
    );
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(heading(page, 'Gestión de Perros')).toBeVisible();
    await expect(page.getByText('No hay perros registrados')).toBeVisible();
    await page.goto(dogUrl);
    await expect(page.getByText('Perro no encontrado')).toBeVisible();
  });
  await test.step('A second dog, then the client goes and takes it along.', async () => {
    await page.goto(clientUrl);
    await page.getByRole('link', { name: 'Agregar', exact: true }).click();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Toby');
    await page.getByRole('textbox', { name: 'Raza', exact: true }).fill('Beagle');
    await page.getByRole('button', { name: 'Crear Perro' }).click();
    await expect(page.getByRole('heading', { name: 'Perros (1)' })).toBeVisible();
    // Exact: the page also offers "Eliminar y anonimizar" (issue 20).
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    const clientDialog = page.getByRole('dialog', { name: 'Eliminar Cliente' });
    await expect(clientDialog).toContainText(
      '¿Estás seguro de que quieres eliminar a Carmen Vidal Soler? Esta acción no se puede deshacer.',
    );
    await expect(clientDialog).toContainText('También se eliminarán todos sus perros');
    await clientDialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(heading(page, 'Clientes')).toBeVisible();
    await expect(page.getByText('No hay clientes aún')).toBeVisible();
    await page.getByRole('link', { name: 'Perros', exact: true }).first().click();
    await expect(page.getByText('No hay perros registrados')).toBeVisible();
    await page.goto(clientUrl);
    await expect(page.getByText('Cliente no encontrado')).toBeVisible();
  });
});

interface Seeded {
  clientId: string;
  dogId: string;
}

/** A trainer with one client and one dog with a photo, arranged through the API. */
async function seedTrainer(request: APIRequestContext, withData: boolean) {
  const trainer = await createApprovedTrainer(request, 'Rocío', await signInAdmin(request));
  const login = await request.post('/api/auth/login', {
    data: { email: trainer.email, password: trainer.password },
  });
  const { data } = (await login.json()) as { data: { token: string; user: unknown } };
  const headers = { Authorization: `Bearer ${data.token}` };
  const seeded: Seeded = { clientId: '', dogId: '' };
  if (withData) {
    const client = await request.post('/api/clients', {
      headers,
      data: {
        name: 'Ana Belén Torres',
        email: 'ana@correo.es',
        phone: '611 222 333',
        address: 'Calle Luna 4, Sevilla',
        emergencyContact: 'Pedro Torres',
        emergencyPhone: '622 333 444',
        notes: 'Llega siempre puntual.',
      },
    });
    seeded.clientId = ((await client.json()) as { data: { id: string } }).data.id;
    const { buffer } = await photoFile();
    const dog = await request.post('/api/dogs', {
      headers,
      data: {
        name: 'Kira',
        breed: 'Border Collie',
        age: 3,
        weight: 18,
        height: 52,
        notes: 'Muy activa.',
        clientId: seeded.clientId,
        photo: `data:image/jpeg;base64,${buffer.toString('base64')}`,
      },
    });
    expect(dog.status()).toBe(201);
    seeded.dogId = ((await dog.json()) as { data: { id: string } }).data.id;
  }
  return { session: data, seeded };
}

/** Opens the app already signed in (the stored session the app restores at start). */
async function signIn(
  page: Page,
  session: { token: string; user: unknown },
  theme: 'light' | 'dark',
) {
  await page.context().addInitScript(
    ([token, user, chosen]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
      localStorage.setItem('theme', chosen);
    },
    [session.token, JSON.stringify(session.user), theme] as const,
  );
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test('the empty and not-found states have no serious violations', async ({ page, request }) => {
      // axe takes seconds per screen on a busy CI machine.
      test.setTimeout(120_000);
      const { session } = await seedTrainer(request, false);
      await signIn(page, session, theme);
      for (const [path, text] of [
        ['/clients', 'No hay clientes aún'],
        ['/dogs', 'No hay perros registrados'],
        ['/dogs/new', 'No hay clientes registrados'],
        ['/clients/0190a0a0-0000-7000-8000-000000000000', 'Cliente no encontrado'],
        ['/dogs/0190a0a0-0000-7000-8000-000000000000', 'Perro no encontrado'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByText(text)).toBeVisible();
        await expectNoSeriousViolations(page);
      }
    });

    test('lists with filters and menus, details, forms and dialogs have no serious violations', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const { session, seeded } = await seedTrainer(request, true);
      await signIn(page, session, theme);
      const { clientId, dogId } = seeded;

      await page.goto('/clients');
      await page.getByRole('button', { name: 'Filtros' }).click();
      await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toBeVisible();
      await page.getByRole('button', { name: 'Acciones para Ana Belén Torres' }).click();
      await expect(page.getByRole('menuitem', { name: 'Ver detalles' })).toBeFocused();
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      await expect(
        page.getByRole('button', { name: 'Acciones para Ana Belén Torres' }),
      ).toBeFocused();
      await page.getByRole('button', { name: 'Acciones para Ana Belén Torres' }).click();
      await page.getByRole('menuitem', { name: 'Eliminar' }).click();
      await expect(page.getByRole('dialog', { name: 'Eliminar Cliente' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Cancelar' }).click();

      const screens: [string, string][] = [
        [`/clients/${clientId}`, 'Ana Belén Torres'],
        [`/clients/${clientId}/edit`, 'Editar Cliente'],
        ['/dogs', 'Gestión de Perros'],
        [`/dogs/${dogId}`, 'Kira'],
        [`/dogs/${dogId}/edit`, 'Editar Perro'],
        [`/dogs/new?clientId=${clientId}`, 'Nuevo Perro'],
      ];
      for (const [path, title] of screens) {
        await page.goto(path);
        await expect(heading(page, title)).toBeVisible();
        await expect(page.getByRole('status', { name: /^Cargando/ })).toHaveCount(0);
        await expectNoSeriousViolations(page);
      }
      // A form with its error messages showing.
      await page.goto('/clients/new');
      await page.getByRole('button', { name: 'Crear Cliente' }).click();
      await expect(
        page.getByText('Indica un email o un teléfono para poder contactar con él'),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the lists, details and forms fit the screen and their menus work by touch', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { session, seeded } = await seedTrainer(request, true);
    await signIn(page, session, 'light');
    const fitsWidth = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto('/dogs');
    await expect(page.getByRole('link', { name: 'Kira' })).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    await page.getByRole('button', { name: 'Acciones para Kira' }).tap();
    await page.getByRole('menuitem', { name: 'Ver detalles' }).tap();
    await expect(heading(page, 'Kira')).toBeVisible();
    await expect.poll(() => imageLoaded(page, 'Foto de Kira')).toBe(true);
    expect(await fitsWidth()).toBe(true);

    await page.getByRole('link', { name: 'Editar', exact: true }).tap();
    await expect(heading(page, 'Editar Perro')).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    await page.getByRole('spinbutton', { name: 'Peso (kg)' }).fill('19');
    await page.getByRole('button', { name: 'Actualizar Perro' }).tap();
    await expect(page.getByText('Perro "Kira" actualizado exitosamente')).toBeVisible();

    await page.goto(`/clients/${seeded.clientId}`);
    await expect(heading(page, 'Ana Belén Torres')).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    await page.goto('/clients');
    await expect(page.getByRole('link', { name: 'Ana Belén Torres' })).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    await expectNoSeriousViolations(page);
  });
});
