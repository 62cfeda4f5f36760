import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectBothThemesClean } from './support/axe';
import { createApprovedTrainer } from './support/api';
import { loginThroughUi } from './support/auth';

const SHOTS = 'test-results/screens/import-export';

/** axe in both themes, with a screenshot of each under SHOTS. */
const checkBothThemes = (page: Page, where: string, shot: string) =>
  expectBothThemesClean(page, where, `${SHOTS}/${shot}`);

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('import the Spanish template with two bad rows, skip them, then export a client and open the ZIP', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const trainer = await createApprovedTrainer(request, 'Inés');
  await loginThroughUi(page, trainer.email, trainer.password);

  let file = '';
  await test.step('Clientes → Importar, and the Spanish template downloads', async () => {
    await page.getByRole('link', { name: 'Clientes' }).first().click();
    await page.getByRole('link', { name: 'Importar' }).click();
    await expect(h1(page, 'Importar clientes')).toBeVisible();
    await checkBothThemes(page, 'importar', 'choose');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Plantilla CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('plantilla-clientes.csv');
    const template = await readFile(await download.path(), 'utf8');
    expect(template.startsWith('\uFEFFNombre;Apellidos;Email;Teléfono')).toBe(true);
    // Two bad rows added to it: an e-mail that is not one, and a dog without its breed.
    const bad = [
      'Pepe;Mal;no-es-un-email;600123456;;;;;;;;;;;',
      'Rosa;Sin Raza;rosa.sinraza@example.com;600654321;;;;;Kiko;;;;;;',
    ];
    file = path.join(os.tmpdir(), `plantilla-${String(Date.now())}.csv`);
    await writeFile(file, `${template}${bad.join('\r\n')}\r\n`);
  });

  await test.step('the preview shows each bad row in Spanish and imports nothing until they are skipped', async () => {
    await page.getByLabel('Archivo de clientes').setInputFiles(file);
    const errors = page.getByRole('list', { name: 'Filas con errores' });
    await expect(errors.getByRole('listitem')).toHaveText([
      'Fila 5: Email: El email no es válido',
      'Fila 6: Raza: La raza es obligatoria',
    ]);
    await expect(page.getByLabel('Columna «Email»')).toHaveValue('email');
    await expect(page.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
    await expect(page.getByRole('list', { name: 'Duplicados' })).toContainText('Fila 3');
    await checkBothThemes(page, 'vista previa', 'preview');
    await page.getByLabel('Omitir las filas con errores').check();
    await page.getByRole('button', { name: 'Importar 3 filas' }).click();
    await expect(page.getByText('Importación completada').first()).toBeVisible();
    await expect(page.getByText('2 clientes nuevos')).toBeVisible();
    await expect(page.getByText('3 perros')).toBeVisible();
  });

  await test.step('the clients and their dogs appear', async () => {
    await page.getByRole('link', { name: 'Ver clientes' }).click();
    await expect(h1(page, 'Clientes')).toBeVisible();
    await expect(page.getByText('Ana Martínez López')).toBeVisible();
    await expect(page.getByText('Jordi Puig')).toBeVisible();
    await expect(page.getByText('Pepe Mal')).toHaveCount(0);
    await page
      .getByRole('link', { name: /Ana Martínez López/ })
      .first()
      .click();
    await expect(h1(page, 'Ana Martínez López')).toBeVisible();
    await expect(page.getByText('Luna', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Toby', { exact: true }).first()).toBeVisible();
  });

  await test.step('Exportar datos downloads a ZIP with her data, her dogs and nothing else', async () => {
    await checkBothThemes(page, 'detalle de cliente', 'client');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^datos-cliente-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(await readFile(await download.path()));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['LEEME.txt', 'datos.json', 'csv/clientes.csv', 'csv/perros.csv']),
    );
    const data = JSON.parse(strFromU8(files['datos.json']!)) as {
      tablas: Record<string, Record<string, unknown>[]>;
    };
    expect(data.tablas.clientes!.map((c) => c.email)).toEqual(['ana.martinez@example.com']);
    expect(data.tablas.perros!.map((d) => d.name).sort()).toEqual(['Luna', 'Toby']);
    expect(strFromU8(files['csv/perros.csv']!)).toContain('Border Collie');
    expect(JSON.stringify(data)).not.toContain('Jordi');
  });

  await test.step('Ajustes prepares the full export in the background, then offers it', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Preparar exportación' }).click();
    await expect(page.getByRole('button', { name: 'Descargar ZIP' })).toBeVisible({
      timeout: 20_000,
    });
    await checkBothThemes(page, 'ajustes', 'settings');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar ZIP' }).click(),
    ]);
    const files = unzipSync(await readFile(await download.path()));
    const data = JSON.parse(strFromU8(files['datos.json']!)) as {
      tablas: Record<string, Record<string, unknown>[]>;
    };
    expect(data.tablas.clientes!.map((c) => c.email).sort()).toEqual([
      'ana.martinez@example.com',
      'jordi.puig@example.com',
    ]);
  });

  await test.step('the same file again with "Combinar" adds no client and no dog (issue 27.1)', async () => {
    await page.goto('/clients/import');
    await page.getByLabel('Archivo de clientes').setInputFiles(file);
    const duplicates = page.getByRole('list', { name: 'Duplicados' });
    await expect(duplicates.getByRole('listitem')).toHaveCount(3);
    await expect(duplicates.getByRole('listitem').first()).toContainText(
      'ya es tu cliente Ana Martínez López (mismo email); su perro ya está, no se añade de nuevo',
    );
    await page.getByLabel('Omitir las filas con errores').check();
    await expect(
      page.getByLabel('Combinar: añadir sus perros al cliente que ya existe'),
    ).toBeChecked();
    await page.getByRole('button', { name: 'Importar 3 filas' }).click();
    await expect(page.getByText('Importación completada').first()).toBeVisible();
    await expect(page.getByText('0 clientes nuevos')).toBeVisible();
    await expect(page.getByText('3 perros que ya tenías, sin cambios')).toBeVisible();
    await page.getByRole('link', { name: 'Ver clientes' }).click();
    await page
      .getByRole('link', { name: /Ana Martínez López/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Perros (2)' })).toBeVisible();
  });

  await test.step('a client reached only by phone is created in the form (issue 27.3)', async () => {
    await page.goto('/clients/new');
    await page.getByRole('button', { name: 'Crear Cliente' }).click();
    await expect(
      page.getByText('Indica un email o un teléfono para poder contactar con él'),
    ).toBeVisible();
    await checkBothThemes(page, 'formulario de cliente con errores', 'client-form');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/client-form-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Rosa Vega');
    await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('+34 622 33 44 55');
    await page.getByRole('textbox', { name: /DNI, NIE o NIF/ }).fill('x1234567l');
    await page.getByRole('button', { name: 'Crear Cliente' }).click();
    await expect(page.getByText('Cliente "Rosa Vega" creado exitosamente')).toBeVisible();
    await page
      .getByRole('link', { name: /Rosa Vega/ })
      .first()
      .click();
    await expect(h1(page, 'Rosa Vega')).toBeVisible();
    await expect(
      page.getByText('Sin email: no puede entrar en Mi área ni recibir avisos por email.'),
    ).toBeVisible();
    await expect(page.getByText('X1234567L')).toBeVisible();
    await checkBothThemes(page, 'cliente solo con teléfono', 'phone-only-client');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/phone-only-client-phone.png`, fullPage: true });
  });
});
