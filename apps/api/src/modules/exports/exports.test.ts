import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { minutesToTime, wallClock } from '@adiestra/shared';
import { runSweeps } from '../../lib/sweeps.ts';
import { createTenantFixture, type TenantFixture } from '../../test/tenant-fixture.ts';
import { testClock, trainerTestApp } from '../../test/test-app.ts';
import { insertJob } from './exports.repository.ts';
import { exportsSettled } from './exports.service.ts';

const clock = testClock();
let ctx: Awaited<ReturnType<typeof trainerTestApp<['Alicia', 'Bruno']>>>;
let a: { id: string; token: string; email: string };
let b: { id: string; token: string };
let fa: TenantFixture;
let fb: TenantFixture;

beforeAll(async () => {
  ctx = await trainerTestApp(['Alicia', 'Bruno'] as const, {}, clock);
  [a, b] = ctx.trainers;
  fa = await createTenantFixture(ctx.api, a.token);
  fb = await createTenantFixture(ctx.api, b.token);
  return () => ctx.t.close();
});

async function download(url: string, token: string) {
  const res = await ctx.t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.statusCode,
    headers: res.headers,
    files: res.statusCode === 200 ? unzipSync(res.rawPayload) : {},
  };
}
const json = (files: Record<string, Uint8Array>) =>
  JSON.parse(strFromU8(files['datos.json']!)) as {
    alcance: string;
    educador: { id: string; email: string };
    tablas: Record<string, Record<string, unknown>[]>;
  };
/** Every text of the ZIP, JSON, CSVs and README together. */
const allText = (files: Record<string, Uint8Array>) =>
  Object.entries(files)
    .filter(([name]) => !name.endsWith('.jpg'))
    .map(([, data]) => strFromU8(data))
    .join('\n');
const bIds = () => [
  b.id,
  fb.clientId,
  fb.dogId,
  fb.photoId,
  fb.sessionId,
  fb.requestId,
  fb.appointmentId,
  fb.serviceId,
  fb.bonoId,
  fb.movementId,
  fb.paymentId,
  b.id,
];

describe("a client's export", () => {
  it("leaves the trainer's private notes out, and says so in LEEME.txt", async () => {
    const session = (await ctx.api.get(`/api/sessions/${fa.sessionId}`, a.token)).body.data;
    const put = await ctx.api.put(
      `/api/sessions/${fa.sessionId}`,
      {
        dogId: fa.dogId,
        date: session.date,
        duration: session.duration,
        objectives: session.objectives,
        activities: session.activities ?? 'Paseo con correa',
        privateNotes: 'NOTA-PRIVADA-DEL-EDUCADOR',
      },
      a.token,
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const res = await download(`/api/clients/${fa.clientId}/export`, a.token);
    expect(allText(res.files)).not.toContain('NOTA-PRIVADA-DEL-EDUCADOR');
    expect(strFromU8(res.files['LEEME.txt']!)).toContain('no incluye las notas privadas');
    const sessions = json(res.files).tablas.sesiones!;
    expect(sessions[0]).not.toHaveProperty('privateNotes');
  });

  it('holds what the API shows for that client, their dogs and photos, and nothing of anyone else', async () => {
    const res = await download(`/api/clients/${fa.clientId}/export`, a.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="datos-zacarias-secretisimo-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const audit = await ctx.api.get('/api/admin/audit?action=client.exported', ctx.admin.token);
    expect(audit.body.data.entries).toContainEqual(
      expect.objectContaining({ actorId: a.id, targetId: fa.clientId, details: {} }),
    );
    const data = json(res.files);
    expect(data.alcance).toBe('cliente');
    expect(data.educador).toMatchObject({ id: a.id, email: a.email });

    const client = (await ctx.api.get(`/api/clients/${fa.clientId}`, a.token)).body.data;
    expect(data.tablas.clientes).toEqual([
      expect.objectContaining({
        id: client.id,
        firstName: client.firstName,
        lastName: client.lastName,
        email: client.email,
        phone: client.phone,
        notes: client.notes,
        createdAt: client.createdAt,
      }),
    ]);
    const dog = (await ctx.api.get(`/api/dogs/${fa.dogId}`, a.token)).body.data;
    expect(data.tablas.perros).toEqual([
      expect.objectContaining({
        id: dog.id,
        name: dog.name,
        breed: dog.breed,
        clientId: fa.clientId,
      }),
    ]);
    const sessions = (await ctx.api.get(`/api/sessions?dogId=${fa.dogId}`, a.token)).body.data
      .sessions;
    expect(data.tablas.sesiones!.map((s) => s.id)).toEqual(
      sessions.map((s: { id: string }) => s.id),
    );
    expect(data.tablas.sesiones![0]).toMatchObject({
      objectives: 'OBJETIVO-PRIVADO-A',
      duration: 50,
    });
    expect(data.tablas.bonos!.map((x) => x.id).sort()).toEqual([fa.bonoId, fa.unpaidBonoId].sort());
    expect(data.tablas.movimientos_de_bono!.map((x) => x.id)).toContain(fa.movementId);
    expect(data.tablas.pagos!.map((x) => [x.id, x.amountCents])).toEqual([[fa.paymentId, 18000]]);
    // Zacarías booked nothing: the requests and appointment of the fixture are another owner's.
    expect(data.tablas.solicitudes).toEqual([]);
    expect(data.tablas.citas).toEqual([]);
    // The practice's own tables belong to the full export only.
    expect(data.tablas.servicios).toBeUndefined();

    // The photo as a file, byte for byte what the photo URL serves.
    const photo = await ctx.t.app.inject({ url: `/api/photos/${fa.photoId}` });
    expect(Buffer.from(res.files[`fotos/${fa.dogId}.jpg`]!).equals(photo.rawPayload)).toBe(true);
    expect(data.tablas.fotos).toEqual([
      expect.objectContaining({ id: fa.photoId, archivo: `fotos/${fa.dogId}.jpg` }),
    ]);

    // CSVs of the same rows, for a person (issue 27): Spanish column names, euros, local times.
    const csv = strFromU8(res.files['csv/clientes.csv']!);
    const header = csv.replace('\ufeff', '').split('\n')[0]!;
    expect(header).toContain('Nombre,Apellidos');
    expect(header).toContain('Creado el');
    expect(header).not.toContain('firstName');
    expect(csv).toContain('zacarias.secreto@example.com');
    const created = wallClock(new Date(client.createdAt), 'Europe/Madrid');
    const [y, m, d] = created.date.split('-');
    const hhmm = minutesToTime(created.minutes);
    expect(csv).toContain(`${d}/${m}/${y} ${hhmm}`);
    const paid = strFromU8(res.files['csv/pagos.csv']!);
    expect(paid).toContain('Importe (€)');
    expect(paid).toContain('"180,00"');
    expect(paid).not.toContain('18000');
    // Codes in words (issue 45): the method as the payment form says it.
    expect(paid).toContain(',Bizum,');
    expect(paid).not.toContain(',bizum,');
    expect(Object.keys(res.files).filter((n) => n.startsWith('csv/')).length).toBe(
      Object.keys(data.tablas).length,
    );

    const text = allText(res.files);
    for (const id of bIds()) expect(text.includes(id), `B's ${id}`).toBe(false);
    for (const marker of [
      'Canelasecreta',
      'duena.secreta',
      'tokenHash',
      'token_hash',
      'passwordHash',
    ])
      expect(text.includes(marker), marker).toBe(false);
    expect(Object.keys(res.files).filter((n) => n.startsWith('fotos/'))).toEqual([
      `fotos/${fa.dogId}.jpg`,
    ]);
  });

  it("holds an owner's requests and appointments, with their dog, when they booked", async () => {
    const owner = (await ctx.api.get('/api/clients?search=Secret%C3%ADsima', a.token)).body.data
      .clients[0];
    const res = await download(`/api/clients/${owner.id}/export`, a.token);
    const data = json(res.files);
    const requests = (await ctx.api.get('/api/appointments/requests?limit=100', a.token)).body.data
      .requests;
    expect(data.tablas.solicitudes!.map((r) => r.id).sort()).toEqual(
      requests.map((r: { id: string }) => r.id).sort(),
    );
    expect(data.tablas.citas!.map((r) => r.id)).toEqual([fa.appointmentId]);
    expect(data.tablas.citas![0]).toMatchObject({
      dogName: 'Canelasecreta',
      clientEmail: 'duena.secreta@example.com',
    });
    const text = allText(res.files);
    for (const marker of ['Zacarías', 'Perrosecreto', 'NOTA-PRIVADA-A', 'PAGO-PRIVADO-A'])
      expect(text.includes(marker), marker).toBe(false);
    for (const id of bIds()) expect(text.includes(id), `B's ${id}`).toBe(false);
  });

  it("answers 404 for another trainer's client and 401 without a session", async () => {
    expect((await download(`/api/clients/${fa.clientId}/export`, b.token)).status).toBe(404);
    expect((await ctx.t.app.inject({ url: `/api/clients/${fa.clientId}/export` })).statusCode).toBe(
      401,
    );
    expect((await ctx.api.get('/api/clients/no-es-un-id/export', a.token)).status).toBe(400);
  });
});

describe("the practice's export", () => {
  it('is built in the background with progress, then downloads every client of the trainer and nothing of another', async () => {
    const started = await ctx.api.post('/api/exports', undefined, a.token);
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ status: 'pending', progress: 0 });
    const id = started.body.data.id as string;
    // B sees nothing of it.
    expect((await ctx.api.get(`/api/exports/${id}`, b.token)).status).toBe(404);
    expect((await ctx.api.get('/api/exports', b.token)).body.data.exports).toEqual([]);
    await exportsSettled();
    const job = (await ctx.api.get(`/api/exports/${id}`, a.token)).body.data;
    expect(job).toMatchObject({ status: 'ready', progress: 100, error: null });
    expect(job.sizeBytes).toBeGreaterThan(1000);
    expect(
      (await ctx.api.get('/api/exports', a.token)).body.data.exports.map(
        (j: { id: string }) => j.id,
      ),
    ).toEqual([id]);
    expect((await download(`/api/exports/${id}/download`, b.token)).status).toBe(404);

    const res = await download(`/api/exports/${id}/download`, a.token);
    expect(res.status).toBe(200);
    const data = json(res.files);
    expect(data.alcance).toBe('práctica completa');
    const clients = (await ctx.api.get('/api/clients?limit=100', a.token)).body.data.clients;
    expect(data.tablas.clientes!.map((c) => c.id).sort()).toEqual(
      clients.map((c: { id: string }) => c.id).sort(),
    );
    expect(data.tablas.servicios!.map((s) => s.id)).toContain(fa.serviceId);
    expect(data.tablas.citas!.map((s) => s.id)).toEqual([fa.appointmentId]);
    expect(data.tablas.excepciones_de_horario!.map((s) => s.id)).toEqual([fa.exceptionId]);
    expect(res.files[`fotos/${fa.dogId}.jpg`]).toBeDefined();
    const text = allText(res.files);
    for (const id of bIds()) expect(text.includes(id), `B's ${id}`).toBe(false);

    // The admins' audit log names the export, and erasing a client discards it (it holds them).
    const audit = await ctx.api.get('/api/admin/audit?action=practice.exported', ctx.admin.token);
    expect(audit.body.data.entries).toContainEqual(
      expect.objectContaining({ actorId: a.id, targetId: a.id, details: { exportId: id } }),
    );
    const doomed = await ctx.api.post(
      '/api/clients',
      { name: 'Eva Borrada', email: 'eva.borrada@example.com', phone: '600 999 111' },
      a.token,
    );
    const erased = await ctx.api.post(
      `/api/clients/${doomed.body.data.id}/erase`,
      { confirmName: 'Eva Borrada' },
      a.token,
    );
    expect(erased.status).toBe(200);
    expect((await ctx.api.get(`/api/exports/${id}`, a.token)).status).toBe(404);
  });

  it('runs one at a time per trainer, and the sweep deletes it once expired', async () => {
    const now = clock.now();
    const later = new Date(now.getTime() + 86_400_000);
    expect(await insertJob(ctx.t.database.db, b.id, now, later)).toBeDefined();
    expect(await insertJob(ctx.t.database.db, b.id, now, later)).toBeUndefined();
    const refused = await ctx.api.post('/api/exports', undefined, b.token);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'Ya se está preparando una exportación: espera a que termine',
    ]);

    // An hour later that job (cut off, say, by a restart) is marked failed and B may start again.
    clock.advance(61 * 60 * 1000);
    await runSweeps(ctx.t.app);
    const [stale] = (await ctx.api.get('/api/exports', b.token)).body.data.exports;
    expect(stale).toMatchObject({ status: 'failed', error: 'Interrumpida: vuelve a pedirla' });
    const again = await ctx.api.post('/api/exports', undefined, b.token);
    expect(again.status).toBe(202);
    await exportsSettled();

    // Kept seven days, then gone.
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    await runSweeps(ctx.t.app);
    expect((await ctx.api.get(`/api/exports/${again.body.data.id}`, b.token)).status).toBe(404);
    expect((await ctx.api.get('/api/exports', a.token)).body.data.exports).toEqual([]);
  });
});

describe('formula cells (issue 28, CSV injection)', () => {
  /** Every cell of every CSV in the ZIP. */
  const csvCells = (files: Record<string, Uint8Array>) =>
    Object.entries(files)
      .filter(([name]) => name.endsWith('.csv'))
      .flatMap(([, data]) =>
        Papa.parse<string[]>(strFromU8(data).replace(/^\uFEFF/, ''), {
          skipEmptyLines: true,
        }).data.flat(),
      );
  const FORMULAS = ['=HYPERLINK("http://x.example","Ver")', '@SUM(1+1)', '-2+3+cmd|'];

  it("neutralises them in the client's and the practice's export, and keeps the text", async () => {
    await ctx.api.post(
      '/api/clients',
      {
        name: `${FORMULAS[0]} Formulario`,
        email: 'formula@example.com',
        phone: '611000999',
        notes: FORMULAS[1],
        address: FORMULAS[2],
      },
      b.token,
    );
    const clients = (await ctx.api.get('/api/clients?search=formulario', b.token)).body.data
      .clients as { id: string }[];
    const clientId = clients[0]!.id;
    const one = await download(`/api/clients/${clientId}/export`, b.token);
    const started = await ctx.api.post('/api/exports', undefined, b.token);
    await exportsSettled();
    const all = await download(`/api/exports/${started.body.data.id}/download`, b.token);
    for (const res of [one, all]) {
      expect(res.status).toBe(200);
      const cells = csvCells(res.files);
      expect(cells).toContain(`'${FORMULAS[0]}`);
      expect(cells).toContain(`'${FORMULAS[1]}`);
      expect(cells).toContain(`'${FORMULAS[2]}`);
      expect(cells.filter((cell) => /^[=@]/.test(cell))).toEqual([]);
      // The JSON keeps what was typed, exactly.
      expect(JSON.stringify(json(res.files).tablas.clientes)).toContain(FORMULAS[2]);
    }
  });
});
