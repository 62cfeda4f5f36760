import { IMPORT_FIELDS } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strToU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord, createTrainer } from '../../test/api-client.ts';
import { testClock, trainerTestApp } from '../../test/test-app.ts';
import { cell, declareSize, GOOD_ROWS, sheet, xlsx } from '../../test/spreadsheets.ts';
import { uploadForm } from '../../test/upload.ts';

const clock = testClock();
let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía', 'Bruno']>>>;
let lucia: { token: string };
let bruno: { token: string };

beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía', 'Bruno'] as const, {}, clock);
  [lucia, bruno] = ctx.trainers;
  return () => ctx.t.close();
});

const preview = (token: string, file: Buffer | string, options: unknown = {}, name?: string) =>
  uploadForm(ctx.t.app, '/api/clients/import/preview', token, file, options, name);
const confirm = (token: string, file: Buffer | string, options: unknown = {}, name?: string) =>
  uploadForm(ctx.t.app, '/api/clients/import/confirm', token, file, options, name);

/** A fresh trainer, so each import starts from no clients. */
async function freshTrainer(name = 'Irene') {
  return createTrainer(ctx.api, ctx.admin.token, name);
}
async function clientsOf(token: string) {
  const res = await ctx.api.get('/api/clients?limit=100&sort=name', token);
  return res.body.data.clients as {
    id: string;
    name: string;
    email: string;
    phone: string;
    dogs: { name: string }[];
  }[];
}
async function dogsOf(token: string) {
  const res = await ctx.api.get('/api/dogs?limit=100', token);
  return res.body.data.dogs as {
    name: string;
    breed: string;
    age: number | null;
    weight: number | null;
    client: { name: string };
  }[];
}

const HEADER =
  'Nombre;Email;Teléfono;Contacto de emergencia;Teléfono de emergencia;Perro;Raza;Edad;Peso;Fecha de nacimiento';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

describe('import preview', () => {
  it('guesses the mapping from Spanish and English headers', async () => {
    const english =
      'Full name,E-mail,Phone,Address,Dog name,Breed,Weight (kg),Date of birth,Unknown\nAna Ruiz,ana@example.com,600111222,,Luna,Galgo,20,,x';
    const res = await preview(lucia.token, english);
    expect(res.status).toBe(200);
    expect(res.body.data.mapping).toEqual([
      'name',
      'email',
      'phone',
      'address',
      'dogName',
      'breed',
      'weight',
      'birthDate',
      null,
    ]);
    const spanish = await preview(
      lucia.token,
      `${IMPORT_FIELDS.map((f) => f.label).join(';')}\nAna;;;;;;;;;;;;;;`,
    );
    expect(spanish.body.data.mapping).toEqual(IMPORT_FIELDS.map((f) => f.key));
  });

  it('reads a Google Contacts export (" ::: " values, phones with brackets and hyphens) and Excel’s UTF-16 "Texto Unicode"', async () => {
    const trainer = await freshTrainer();
    const google = [
      'First Name,Last Name,Birthday,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value',
      'Begoña,Ibáñez,1985-03-02,* Home,bego@example.com ::: bego.trabajo@example.com,Mobile,(+34) 622-33-44-55 ::: 600111222',
    ].join('\n');
    const res = await preview(trainer.token, google);
    expect(res.body.data.mapping).toEqual([
      'name',
      'lastName',
      null, // "Birthday" is the person's, not a dog's birth date
      null,
      'email',
      null,
      'phone',
    ]);
    expect(res.body.data.sample).toEqual([
      {
        row: 2,
        name: 'Begoña Ibáñez',
        email: 'bego@example.com',
        phone: '+34 622 33 44 55',
        dogName: null,
        breed: null,
      },
    ]);
    // Outlook's headers, saved by Excel as "Texto Unicode": UTF-16 with a BOM, tabs between cells.
    const outlook =
      'First Name\tLast Name\tE-mail Address\tMobile Phone\nÍñigo\tMuñoz\tinigo@example.com\t611 22 33 44\n';
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(outlook, 'utf16le')]);
    const unicode = await preview(trainer.token, utf16, {}, 'contactos.txt');
    expect(unicode.body.data.mapping).toEqual(['name', 'lastName', 'email', 'phone']);
    expect(unicode.body.data.sample[0]).toMatchObject({
      name: 'Íñigo Muñoz',
      email: 'inigo@example.com',
      phone: '611 22 33 44',
    });
  });

  it('shows each bad row with the forms’ Spanish message, for every rule, and writes nothing', async () => {
    const trainer = await freshTrainer();
    const file = csv(
      'Ana Ruiz;ana@example.com;600111222;;;Luna;Galgo;3;20;', // 2: good
      ';sin.nombre@example.com;600111223;;;;;;;', // 3
      'Email Malo;no-es-un-email;600111224;;;;;;;', // 4
      'Sin Contacto;;;;;;;;;', // 5: neither e-mail nor phone
      'Teléfono Malo;tel.malo@example.com;abc;;;;;;;', // 6
      'Emergencia;emergencia@example.com;600111225;Marta;;;;;;', // 7
      'Perro Sin Nombre;perro1@example.com;600111226;;;;Galgo;;;', // 8
      'Perro Sin Raza;perro2@example.com;600111227;;;Toby;;;;', // 9
      'Edad Mala;perro3@example.com;600111228;;;Toby;Galgo;muchos;;', // 10
      'Peso Malo;perro4@example.com;600111229;;;Toby;Galgo;;-3;', // 11
      'Fecha Mala;perro5@example.com;600111230;;;Toby;Galgo;;;31/02/2020', // 12
    );
    const res = await preview(trainer.token, file);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect([data.totalRows, data.validRows, data.invalidRows]).toEqual([11, 1, 10]);
    expect(data.errors).toEqual([
      { row: 3, problems: [{ field: 'name', message: 'El nombre es requerido' }] },
      { row: 4, problems: [{ field: 'email', message: 'El email no es válido' }] },
      {
        row: 5,
        problems: [
          { field: 'email', message: 'Indica un email o un teléfono para poder contactar con él' },
        ],
      },
      { row: 6, problems: [{ field: 'phone', message: 'El teléfono no es válido' }] },
      {
        row: 7,
        problems: [
          {
            field: 'emergencyPhone',
            message:
              'El teléfono de emergencia es requerido si se proporciona un contacto de emergencia',
          },
        ],
      },
      { row: 8, problems: [{ field: 'dogName', message: 'El nombre es obligatorio' }] },
      { row: 9, problems: [{ field: 'breed', message: 'La raza es obligatoria' }] },
      { row: 10, problems: [{ field: 'age', message: 'La edad debe ser un número válido' }] },
      {
        row: 11,
        problems: [{ field: 'weight', message: 'El peso debe ser un número válido mayor a 0' }],
      },
      {
        row: 12,
        problems: [{ field: 'birthDate', message: 'La fecha de nacimiento no es válida' }],
      },
    ]);
    expect(data.sample).toEqual([
      {
        row: 2,
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        phone: '600111222',
        dogName: 'Luna',
        breed: 'Galgo',
      },
    ]);
    expect(await clientsOf(trainer.token)).toEqual([]);
  });

  it('refuses what is not a spreadsheet upload with a Spanish 400, and a file over 10 MB with 413', async () => {
    const notMultipart = await ctx.api.post('/api/clients/import/preview', {}, lucia.token);
    expect(notMultipart.status).toBe(400);
    expect(notMultipart.body.message).toBe('Adjunta un archivo CSV o Excel (.xlsx)');
    expect(
      (await uploadForm(ctx.t.app, '/api/clients/import/preview', lucia.token, null)).status,
    ).toBe(400);
    const empty = await preview(lucia.token, '');
    expect([empty.status, empty.body.message]).toEqual([400, 'El archivo está vacío']);
    const xls = await preview(
      lucia.token,
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]),
      {},
      'a.xls',
    );
    expect(xls.status).toBe(400);
    expect(xls.body.message).toContain('.xlsx');
    const broken = await preview(lucia.token, Buffer.from('PK\u0003\u0004garbage'), {}, 'a.xlsx');
    expect([broken.status, broken.body.message]).toEqual([
      400,
      'No se pudo leer el archivo Excel: ¿está dañado?',
    ]);
    const badOptions = await preview(lucia.token, csv('Ana;a@b.es;600111222;;;;;;;'), {
      duplicates: 'tal vez',
    });
    expect([badOptions.status, badOptions.body.message]).toEqual([
      400,
      'Elige omitir o combinar los duplicados',
    ]);
    const huge = await preview(lucia.token, Buffer.alloc(10 * 1024 * 1024 + 10, 'a'));
    expect([huge.status, huge.body.message]).toEqual([413, 'El archivo supera el máximo de 10 MB']);
    expect(
      (await uploadForm(ctx.t.app, '/api/clients/import/preview', undefined, 'x')).status,
    ).toBe(401);
  });

  it('reports a mapping without a name, or without both e-mail and phone, and a confirm under it imports nothing', async () => {
    const trainer = await freshTrainer();
    const file = csv('Ana Ruiz;ana@example.com;600111222;;;;;;;');
    const mapping = ['name', null, null, null, null, null, null, null, null, null];
    const message = 'Asigna una columna a «Email» o a «Teléfono»';
    const res = await preview(trainer.token, file, { mapping });
    expect(res.body.data.mappingProblem).toBe(message);
    const twice = await preview(trainer.token, file, {
      mapping: ['name', 'email', 'phone', 'name'],
    });
    expect(twice.body.data.mappingProblem).toBe('La columna «Nombre» está asignada dos veces');
    const refused = await confirm(trainer.token, file, { mapping });
    expect([refused.status, refused.body.message]).toEqual([400, message]);
    expect(await clientsOf(trainer.token)).toEqual([]);
    // One of the two is enough: a file of phones only imports phone-only clients.
    const phones = await confirm(trainer.token, file, {
      mapping: ['name', null, 'phone', null, null, null, null, null, null, null],
    });
    expect(phones.body.data.clientsCreated).toBe(1);
    expect((await clientsOf(trainer.token)).map((c) => [c.name, c.email, c.phone])).toEqual([
      ['Ana Ruiz', '', '600111222'],
    ]);
  });
});

describe('import confirm', () => {
  it('a file with bad rows imports nothing until the trainer skips them, then exactly the good rows', async () => {
    const trainer = await freshTrainer();
    const file = csv(
      'Ana Ruiz;ana@example.com;600111222;;;Luna;Galgo;3;20,5;',
      'Email Malo;no-es-un-email;600111224;;;;;;;',
      'Jon Sanz;jon@example.com;600111333;;;;;;;',
      'Perro Sin Raza;perro2@example.com;600111227;;;Toby;;;;',
    );
    const refused = await confirm(trainer.token, file);
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'Hay 2 filas con errores: corrígelas u omítelas para importar',
    ]);
    expect(await clientsOf(trainer.token)).toEqual([]);

    const done = await confirm(trainer.token, file, { skipInvalid: true });
    expect(done.status).toBe(201);
    expect(done.body.data).toEqual({
      clientsCreated: 2,
      clientsMerged: 0,
      dogsCreated: 1,
      dogsExisting: 0,
      rowsSkipped: 2,
    });
    const clients = await clientsOf(trainer.token);
    expect(clients.map((c) => [c.name, c.email, c.phone, c.dogs.map((d) => d.name)])).toEqual([
      ['Ana Ruiz', 'ana@example.com', '600111222', ['Luna']],
      ['Jon Sanz', 'jon@example.com', '600111333', []],
    ]);
    const [luna] = await dogsOf(trainer.token);
    expect(luna).toMatchObject({ name: 'Luna', breed: 'Galgo', age: 3, weight: 20.5 });

    // The admins' audit log has the import with its counts only; the refused one left nothing.
    const audit = await ctx.api.get('/api/admin/audit?action=clients.imported', ctx.admin.token);
    const mine = audit.body.data.entries.filter(
      (e: { actorId: string }) => e.actorId === trainer.id,
    );
    expect(mine.map((e: { details: unknown }) => e.details)).toEqual([done.body.data]);
  });

  it('a confirm that fails inside the database imports nothing at all (one transaction)', async () => {
    const trainer = await freshTrainer();
    // A fault injected in this test's own database: the 1,500th dog's insert raises, after
    // 1,500 clients and a first batch of dogs were already written in the transaction.
    await ctx.t.database.db.execute(sql`
      create function fail_on_marker() returns trigger language plpgsql as $$
      begin
        if new.name = 'Explota' then raise exception 'fallo inyectado'; end if;
        return new;
      end $$;
      create trigger dogs_fail_on_marker before insert on dogs
        for each row execute function fail_on_marker();`);
    try {
      const lines = [HEADER];
      for (let i = 0; i < 1500; i++)
        lines.push(
          `Persona ${i};persona${i}@example.com;6${String(20_000_000 + i)};;;${i === 1499 ? 'Explota' : 'Perro'};Galgo;;;`,
        );
      const res = await confirm(trainer.token, lines.join('\n'));
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('Error interno del servidor. Inténtalo de nuevo más tarde.');
      expect(await clientsOf(trainer.token)).toEqual([]);
      expect(await dogsOf(trainer.token)).toEqual([]);
    } finally {
      await ctx.t.database.db.execute(
        sql`drop trigger dogs_fail_on_marker on dogs; drop function fail_on_marker();`,
      );
    }
  });

  it('keeps accents through a BOM, `;` separators and Excel’s Windows-1252 CSV', async () => {
    const trainer = await freshTrainer();
    const text =
      'Nombre;Apellidos;Correo electrónico;Teléfono;Perro;Raza\r\nJosé;Núñez Peña;jose.nunez@example.com;+34 611 222 333;Güera;Podenco Andaluz\r\n';
    const bom = await confirm(trainer.token, `\ufeff${text}`);
    expect(bom.status).toBe(201);
    const latin1 = Buffer.from(
      'Nombre;Apellidos;Email;Teléfono;Perro;Raza\r\nMaría;Ibáñez;maria.ibanez@example.com;622333444;Ñoño;Pastor Vasco\r\n',
      'latin1',
    );
    expect((await confirm(trainer.token, latin1)).status).toBe(201);
    const clients = await clientsOf(trainer.token);
    expect(clients.map((c) => [c.name, c.phone, c.dogs.map((d) => d.name)])).toEqual([
      ['José Núñez Peña', '+34 611 222 333', ['Güera']],
      ['María Ibáñez', '622333444', ['Ñoño']],
    ]);
    const dogs = await dogsOf(trainer.token);
    expect(dogs.map((d) => d.breed).sort()).toEqual(['Pastor Vasco', 'Podenco Andaluz']);
  });

  it('reads an .xlsx with Excel date cells (the dog’s age from its birth date, by the injected clock)', async () => {
    const trainer = await freshTrainer();
    const now = clock.now();
    const threeYearsAgo = new Date(
      Date.UTC(now.getUTCFullYear() - 3, now.getUTCMonth(), now.getUTCDate()),
    );
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hoja1');
    sheet.addRow([
      'Nombre',
      'Email',
      'Móvil',
      'Mascota',
      'Raza',
      'Fecha de nacimiento',
      'Peso (kg)',
    ]);
    const row = sheet.addRow([
      'Lola Gil',
      'lola@example.com',
      600999888,
      'Kira',
      'Beagle',
      threeYearsAgo,
      12.5,
    ]);
    row.getCell(6).numFmt = 'dd/mm/yyyy';
    sheet.addRow(['Sin Perro', 'sinperro@example.com', '600999777']);
    sheet.addRow([]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await preview(trainer.token, file, {}, 'clientes.xlsx');
    expect(res.status).toBe(200);
    expect([res.body.data.totalRows, res.body.data.validRows, res.body.data.invalidRows]).toEqual([
      2, 2, 0,
    ]);
    // The whole answer, so a refusal shows its message.
    expect(await confirm(trainer.token, file, {}, 'clientes.xlsx')).toMatchObject({
      status: 201,
      body: { data: { clientsCreated: 2, dogsCreated: 1 } },
    });
    const dogs = await dogsOf(trainer.token);
    expect(dogs).toMatchObject([{ name: 'Kira', breed: 'Beagle', weight: 12.5 }]);
    // Three years by the calendar: 3.0 (± the leap day's tenth).
    expect(dogs[0]!.age).toBeCloseTo(3, 0);
    expect((await clientsOf(trainer.token)).map((c) => [c.name, c.phone])).toEqual([
      ['Lola Gil', '600999888'],
      ['Sin Perro', '600999777'],
    ]);
  });

  it('shows duplicates of existing clients and of earlier rows, and skips or merges them as chosen', async () => {
    const trainer = await freshTrainer();
    const existing = await createRecord(
      ctx.api,
      '/api/clients',
      { name: 'Carmen Vidal', email: 'carmen@example.com', phone: '644 555 666' },
      trainer.token,
    );
    // Bruno's client with the same e-mail is not Irene's duplicate.
    await createRecord(
      ctx.api,
      '/api/clients',
      { name: 'Otra', email: 'pablo@example.com', phone: '655000111' },
      bruno.token,
    );
    const file = csv(
      'Carmen V.;CARMEN@example.com;699000000;;;Rex;Bóxer;;;', // 2: existing, by e-mail
      'Carmen  Vidal;otra@example.com;+34 644555666;;;Nala;Galgo;;;', // 3: existing, phone + name
      'Pablo Ros;pablo@example.com;655000111;;;Coco;Caniche;;;', // 4: new
      'pablo ros;pablo.ros@example.com;655 000 111;;;Bimba;Mestizo;;;', // 5: row 4, phone + name
      'Luis Vidal;luis@example.com;644555666;;;Max;Bóxer;;;', // 6: Carmen's phone, another name
    );
    const res = await preview(trainer.token, file);
    expect(res.body.data.duplicateRows).toBe(3);
    expect(res.body.data.validRows).toBe(2);
    expect(res.body.data.duplicates).toEqual([
      {
        row: 2,
        name: 'Carmen V.',
        email: 'carmen@example.com',
        phone: '699000000',
        matches: 'client',
        matchLabel: 'Carmen Vidal',
        matchedBy: 'email',
        dogExists: false,
      },
      {
        row: 3,
        name: 'Carmen  Vidal',
        email: 'otra@example.com',
        phone: '+34 644555666',
        matches: 'client',
        matchLabel: 'Carmen Vidal',
        matchedBy: 'phone',
        dogExists: false,
      },
      {
        row: 5,
        name: 'pablo ros',
        email: 'pablo.ros@example.com',
        phone: '655 000 111',
        matches: 'row',
        matchLabel: 'Fila 4',
        matchedBy: 'phone',
        dogExists: false,
      },
    ]);
    // A phone alone is not the same person: row 6 is a new client, and the preview says why.
    expect(res.body.data.phoneMismatches).toEqual([
      { row: 6, name: 'Luis Vidal', phone: '644555666', matchLabel: 'Carmen Vidal' },
    ]);

    const skipped = await confirm(trainer.token, file, { duplicates: 'skip' });
    expect(skipped.body.data).toEqual({
      clientsCreated: 2,
      clientsMerged: 0,
      dogsCreated: 2,
      dogsExisting: 0,
      rowsSkipped: 3,
    });
    expect(
      (await clientsOf(trainer.token)).map((c) => [c.name, c.dogs.map((d) => d.name)]),
    ).toEqual([
      ['Carmen Vidal', []],
      ['Luis Vidal', ['Max']],
      ['Pablo Ros', ['Coco']],
    ]);

    // Merging the same file: each new dog joins its client; the dogs already there stay single.
    const merged = await confirm(trainer.token, file, { duplicates: 'merge' });
    expect(merged.body.data).toEqual({
      clientsCreated: 0,
      clientsMerged: 2,
      dogsCreated: 3,
      dogsExisting: 2,
      rowsSkipped: 0,
    });
    const after = await clientsOf(trainer.token);
    expect(
      after.map((c) => [c.id === existing.id, c.name, c.email, c.dogs.map((d) => d.name)]),
    ).toEqual([
      [true, 'Carmen Vidal', 'carmen@example.com', ['Nala', 'Rex']],
      [false, 'Luis Vidal', 'luis@example.com', ['Max']],
      [false, 'Pablo Ros', 'pablo@example.com', ['Bimba', 'Coco']],
    ]);
  });

  it('importing the same file twice with "Combinar" adds nothing the second time', async () => {
    const trainer = await freshTrainer();
    const file = csv(
      'Eva Mora;eva@example.com;677000111;;;Thor;Husky;;;',
      'Eva Mora;eva@example.com;677000111;;;Sol;Galgo;;;',
      'María José García Muñoz;mj@example.com;688000111;;;Toby;Mestizo;;;',
    );
    const first = await confirm(trainer.token, file, { duplicates: 'merge' });
    expect(first.body.data).toEqual({
      clientsCreated: 2,
      clientsMerged: 0,
      dogsCreated: 3,
      dogsExisting: 0,
      rowsSkipped: 0,
    });
    const before = await clientsOf(trainer.token);
    // The second time the dogs are typed otherwise (case, accents, spaces): still the same dogs.
    const again = file.replace('Thor', 'THOR').replace('Toby', ' tóby ');
    const second = await preview(trainer.token, again, { duplicates: 'merge' });
    expect(second.body.data.validRows).toBe(0);
    expect(second.body.data.duplicates.map((d: { dogExists: boolean }) => d.dogExists)).toEqual([
      true,
      true,
      true,
    ]);
    const res = await confirm(trainer.token, again, { duplicates: 'merge' });
    expect(res.body.data).toEqual({
      clientsCreated: 0,
      clientsMerged: 0,
      dogsCreated: 0,
      dogsExisting: 3,
      rowsSkipped: 0,
    });
    expect(await clientsOf(trainer.token)).toEqual(before);
  });

  it('merges a later row’s dog into an earlier new row’s client (one owner, two dogs)', async () => {
    const trainer = await freshTrainer();
    const file = csv(
      'Eva Mora;eva@example.com;677000111;;;Thor;Husky;;;',
      'Eva Mora;eva@example.com;677000111;;;Sol;Galgo;;;',
      'Eva Mora;eva@example.com;677000111;;;sol;Galgo;;;',
    );
    const res = await confirm(trainer.token, file, { duplicates: 'merge' });
    expect(res.body.data).toEqual({
      clientsCreated: 1,
      clientsMerged: 0,
      dogsCreated: 2,
      dogsExisting: 1,
      rowsSkipped: 0,
    });
    expect((await clientsOf(trainer.token)).map((c) => c.dogs.map((d) => d.name))).toEqual([
      ['Sol', 'Thor'],
    ]);
  });

  it('serves the Spanish template as CSV and .xlsx, and both preview cleanly', async () => {
    const csvRes = await ctx.t.app.inject({
      url: '/api/clients/import/template.csv',
      headers: { authorization: `Bearer ${lucia.token}` },
    });
    expect(csvRes.statusCode).toBe(200);
    expect(csvRes.headers['content-disposition']).toContain('plantilla-clientes.csv');
    expect(csvRes.body.startsWith('\ufeffNombre;Apellidos;Email;Teléfono')).toBe(true);
    const xlsxRes = await ctx.t.app.inject({
      url: '/api/clients/import/template.xlsx',
      headers: { authorization: `Bearer ${lucia.token}` },
    });
    expect(xlsxRes.statusCode).toBe(200);
    for (const [file, name] of [
      [csvRes.rawPayload, 'p.csv'],
      [xlsxRes.rawPayload, 'p.xlsx'],
    ] as const) {
      const res = await preview(lucia.token, file, {}, name);
      expect(res.body.data.mapping).toEqual(IMPORT_FIELDS.map((f) => f.key));
      expect([
        res.body.data.totalRows,
        res.body.data.invalidRows,
        res.body.data.duplicateRows,
      ]).toEqual([3, 0, 1]);
    }
    expect((await ctx.t.app.inject({ url: '/api/clients/import/template.csv' })).statusCode).toBe(
      401,
    );
    expect((await ctx.api.get('/api/clients/import/template.pdf', lucia.token)).status).toBe(400);
  });
});

describe('a 10,000-row import', () => {
  it('previews and imports in one transaction', async () => {
    const trainer = await freshTrainer();
    const lines = [HEADER];
    for (let i = 0; i < 10_000; i++)
      lines.push(
        `Cliente Número ${i};cliente${i}@example.com;6${String(10_000_000 + i)};;;Perro ${i};Mestizo;${i % 15};${(i % 40) + 1};`,
      );
    const file = lines.join('\n');
    // Its memory is `npm run bench:import-memory`'s (a figure, never a test's assertion).
    const previewed = await preview(trainer.token, file);
    expect(previewed.body.data).toMatchObject({
      totalRows: 10_000,
      validRows: 10_000,
      invalidRows: 0,
    });
    const done = await confirm(trainer.token, file);
    expect(done.status).toBe(201);
    expect(done.body.data).toEqual({
      clientsCreated: 10_000,
      clientsMerged: 0,
      dogsCreated: 10_000,
      dogsExisting: 0,
      rowsSkipped: 0,
    });
    const stats = await ctx.api.get('/api/clients/stats', trainer.token);
    expect(stats.body.data).toMatchObject({ totalClients: 10_000, totalDogs: 10_000 });
  }, 120_000);
});

describe('hostile spreadsheets (issue 28)', () => {
  const refused = (res: { status: number; body: { errors?: Record<string, string> } }) => {
    expect(res.status).toBe(400);
    return res.body.errors?.file;
  };

  it('still reads a well-formed file built the same way', async () => {
    const trainer = await freshTrainer();
    const res = await preview(trainer.token, xlsx(sheet(GOOD_ROWS)), {}, 'ok.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalRows: 1, validRows: 1 });
  });

  it('refuses 20,000 rows of one cell in the last column, twice at once', async () => {
    const rows: string[] = [`<row r="1">${cell('A1', 'Nombre')}</row>`];
    for (let r = 2; r <= 20_000; r++) rows.push(`<row r="${r}">${cell(`XFD${r}`, 'x')}</row>`);
    const file = xlsx(sheet(rows.join(''), 'A1:A1'));
    // The heap it keeps flat is `npm run bench:import-memory`'s figure.
    const answers = await Promise.all([
      preview(lucia.token, file, {}, 'bomba.xlsx'),
      preview(lucia.token, file, {}, 'bomba.xlsx'),
    ]);
    for (const res of answers)
      expect(refused(res)).toBe(
        'El archivo tiene más de 100 columnas: deja solo las de los clientes y sus perros',
      );
  });

  it('refuses a sheet whose dimension or a row is wider than the limit', async () => {
    const wide = xlsx(sheet(GOOD_ROWS, 'A1:XFD2'));
    expect(refused(await preview(lucia.token, wide, {}, 'ancho.xlsx'))).toContain('columnas');
    const cells = Array.from({ length: 101 }, () => '<c t="inlineStr"><is><t>a</t></is></c>');
    const many = xlsx(sheet(`<row r="1">${cells.join('')}</row>`));
    expect(refused(await preview(lucia.token, many, {}, 'muchas.xlsx'))).toContain('columnas');
  });

  it('refuses a cell longer than the limit, in the sheet or in a CSV', async () => {
    const long = 'a'.repeat(10_001);
    const inSheet = xlsx(sheet(`<row r="1">${cell('A1', long)}</row>`));
    expect(refused(await preview(lucia.token, inSheet, {}, 'larga.xlsx'))).toBe(
      'Una celda tiene más de 10.000 caracteres: acórtala',
    );
    expect(refused(await preview(lucia.token, csv(`${long};a@example.com;600111222`)))).toBe(
      'Una celda tiene más de 10.000 caracteres: acórtala',
    );
    expect(refused(await preview(lucia.token, `${HEADER}\n${'x;'.repeat(5_000)}`))).toContain(
      'columnas',
    );
  });

  it('refuses shared strings that inflate past the limits, whatever the ZIP declares', async () => {
    // 17 MB of shared strings in well under a megabyte.
    const si = `<si><t>${'a'.repeat(1_000)}</t></si>`;
    const strings = strToU8(`<sst>${si.repeat(17_000)}</sst>`);
    const file = xlsx(sheet(GOOD_ROWS), { 'xl/sharedStrings.xml': strings });
    expect(file.length).toBeLessThan(1024 * 1024);
    // Declaring 2 GB (the probe's bomb): refused on the ZIP's own listing, nothing inflated.
    const declared = declareSize(Buffer.from(file), 'xl/sharedStrings.xml', 2 ** 31);
    expect(refused(await preview(lucia.token, declared, {}, 'textos.xlsx'))).toBe(
      'El archivo Excel descomprimido ocupa más de 64 MB: guárdalo como CSV o divídelo en varios',
    );
    // Declaring 1 KB: refused while inflating, on the strings' total length.
    const lying = declareSize(Buffer.from(file), 'xl/sharedStrings.xml', 1_024);
    expect(refused(await preview(lucia.token, lying, {}, 'textos.xlsx'))).toBe(
      'El archivo Excel tiene demasiados textos distintos: guárdalo como CSV o divídelo en varios',
    );
    // Any other part lying about its size is stopped at the inflated total.
    const padding = declareSize(
      xlsx(sheet(GOOD_ROWS), { 'xl/media/relleno.bin': new Uint8Array(65 * 1024 * 1024) }),
      'xl/media/relleno.bin',
      1_024,
    );
    expect(refused(await preview(lucia.token, padding, {}, 'relleno.xlsx'))).toContain(
      'descomprimido ocupa más de 64 MB',
    );
  }, 120_000);
});
