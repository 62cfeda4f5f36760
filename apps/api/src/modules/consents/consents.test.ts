import {
  CONSENT_TEMPLATES,
  OWNER_SESSION_COOKIE,
  addDays,
  cleanTypedText,
  todayIn,
} from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { inDays, internalRequest } from '../../test/booking-fixtures.ts';
import { asOwner, bookFor, signInOwner } from '../../test/owner-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

// Issue 31.6 (signed consent) and 31.4 (the gates of a service's and a class's requirements).
let t: TestApp, api: ApiClient, ana: Trainer, bruno: Trainer;
let today: string;
let inesCookie: string, pabloCookie: string;
const ines = { clientId: '', toby: '', luna: '' };
let pabloRex: string;
let inesBrunoDog: string;

const ownerCookie = (cookie: string) => ({ cookie: `${OWNER_SESSION_COOKIE}=${cookie}` });

async function clientWithDogs(trainer: Trainer, email: string, dogNames: string[], time: string) {
  const client = await api.post(
    '/api/clients',
    { name: 'Inés Ruiz', email, phone: '600000000' },
    trainer.token,
  );
  const dogIds: string[] = [];
  for (const name of dogNames) {
    const dog = await api.post(
      '/api/dogs',
      {
        name,
        breed: 'Mestizo',
        clientId: client.body.data.id,
        birthDate: addDays(today, -200),
      },
      trainer.token,
    );
    dogIds.push(dog.body.data.id);
  }
  await bookFor(t, api, trainer, email, { date: inDays(10), time }, { dogName: dogNames[0] });
  return { clientId: client.body.data.id as string, dogIds };
}

const publish = (kind: string, body: Record<string, unknown>, as = ana) =>
  api.put(`/api/consents/${kind}`, body, as.token);

/** The owner accepts, from a known IP address. */
function accept(cookie: string, body: Record<string, unknown>, ip = '203.0.113.7') {
  return t.app.inject({
    method: 'POST',
    url: '/api/owner/consents',
    headers: ownerCookie(cookie),
    payload: body,
    remoteAddress: ip,
  });
}

type Item = {
  dogName: string | null;
  dogId: string | null;
  version: { id: string; kind: string; version: number };
  acceptance: { id: string } | null;
};
async function pdfText(data: Buffer) {
  const parser = new PDFParse({ data });
  const text = (await parser.getText()).text.replace(/\s+/g, ' ');
  await parser.destroy();
  return text;
}

const itemsOf = async (cookie: string) =>
  (await asOwner(api, { cookie }).get('/api/owner/consents')).body.data.items as Item[];

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [ana, bruno],
  } = await trainerTestApp(['Ana', 'Bruno']));
  today = todayIn('Europe/Madrid', t.app.clock.now());
  const inesAna = await clientWithDogs(ana, 'ines@example.com', ['Toby', 'Luna'], '10:00');
  ines.clientId = inesAna.clientId;
  [ines.toby = '', ines.luna = ''] = inesAna.dogIds;
  [inesBrunoDog = ''] = (await clientWithDogs(bruno, 'ines@example.com', ['Lola'], '10:00')).dogIds;
  [pabloRex = ''] = (await clientWithDogs(ana, 'pablo@example.com', ['Rex'], '12:00')).dogIds;
  inesCookie = await signInOwner(t, api, 'ines@example.com');
  pabloCookie = await signInOwner(t, api, 'pablo@example.com');
});
afterAll(() => t.close());

describe('the trainer’s documents', () => {
  it('publishes a document from its template and keeps every version as it was', async () => {
    const empty = (await api.get('/api/consents', ana.token)).body.data.documents;
    expect(empty.map((d: { current: unknown }) => d.current)).toEqual([null, null, null]);

    const first = await publish('liability', CONSENT_TEMPLATES.liability);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ kind: 'liability', version: 1 });
    const edited = await publish('liability', {
      ...CONSENT_TEMPLATES.liability,
      body: `${CONSENT_TEMPLATES.liability.body}\n\nEl perro irá siempre con correa.`,
    });
    expect(edited.body.data.version).toBe(2);

    const versions = (await api.get('/api/consents/liability/versions', ana.token)).body.data
      .versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[1].body).toBe(CONSENT_TEMPLATES.liability.body);
    // Another trainer's documents are their own: Bruno starts at version 1.
    expect((await publish('liability', CONSENT_TEMPLATES.liability, bruno)).body.data.version).toBe(
      1,
    );
    expect((await api.get('/api/consents', bruno.token)).body.data.documents[0].versions).toBe(1);
  });

  it('refuses an empty text and an unknown kind, and the database refuses rewriting a version', async () => {
    const empty = await publish('photos', { title: ' ', body: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.title).toBe('El título del documento es obligatorio');
    expect((await publish('marketing', CONSENT_TEMPLATES.photos)).status).toBe(400);
    await expect(
      t.app.db.execute(
        sql`update consent_versions set body = 'otro' where business_id = ${ana.id}`,
      ),
    ).rejects.toMatchObject({ cause: { message: 'consent records are immutable' } });
  });
});

describe('the owner’s acceptance', () => {
  it('asks per dog for the risks and once per client for the rest, of the owner’s trainers only', async () => {
    await publish('group_rules', CONSENT_TEMPLATES.group_rules);
    const items = await itemsOf(inesCookie);
    const asked = items.map((i) => `${i.version.kind}:${i.dogName ?? '-'}`).sort();
    // Ana: liability per dog (Toby, Luna), group rules once; Bruno: liability for Lola.
    expect(asked).toEqual(
      ['group_rules:-', 'liability:Lola', 'liability:Luna', 'liability:Toby'].sort(),
    );
    expect(items.every((i) => i.acceptance === null)).toBe(true);
    const pablo = await itemsOf(pabloCookie);
    expect(pablo.map((i) => i.dogName).filter(Boolean)).toEqual(['Rex']);
  });

  it('records the version, the time, the IP and the exact text shown', async () => {
    const liability = (await itemsOf(inesCookie)).find(
      (i) => i.version.kind === 'liability' && i.dogId === ines.toby,
    )!;
    const oneWord = await accept(inesCookie, {
      versionId: liability.version.id,
      dogId: ines.toby,
      signedName: 'Inés',
    });
    expect(oneWord.statusCode).toBe(400);
    expect(oneWord.json().errors.signedName).toBe('Escribe tu nombre y tus apellidos');

    const res = await accept(inesCookie, {
      versionId: liability.version.id,
      dogId: ines.toby,
      signedName: 'Inés Ruiz Gómez',
    });
    expect(res.statusCode).toBe(201);
    const acceptance = res.json().data;
    expect(acceptance).toMatchObject({
      kind: 'liability',
      version: 2,
      clientId: ines.clientId,
      dogId: ines.toby,
      signedName: 'Inés Ruiz Gómez',
      ip: '203.0.113.7',
    });
    const versions = (await api.get('/api/consents/liability/versions', ana.token)).body.data
      .versions;
    expect(acceptance.textShown).toBe(`${versions[0].title}\n\n${versions[0].body}`);
    expect(Date.parse(acceptance.acceptedAt)).toBeGreaterThan(0);
    // Once per version and dog.
    const again = await accept(inesCookie, {
      versionId: liability.version.id,
      dogId: ines.toby,
      signedName: 'Inés Ruiz Gómez',
    });
    expect(again.statusCode).toBe(409);
    const trainerView = (await api.get(`/api/consents/clients/${ines.clientId}`, ana.token)).body
      .data.acceptances;
    expect(trainerView.map((a: { id: string }) => a.id)).toEqual([acceptance.id]);
    await expect(
      t.app.db.execute(
        sql`update consent_acceptances set ip = '1.1.1.1' where id = ${acceptance.id}`,
      ),
    ).rejects.toMatchObject({ cause: { message: 'consent records are immutable' } });
  });

  it('refuses another owner’s dog, another owner’s trainer’s document and an old version', async () => {
    const items = await itemsOf(inesCookie);
    const liability = items.find((i) => i.version.kind === 'liability' && i.dogId === ines.luna)!;
    const foreignDog = await accept(inesCookie, {
      versionId: liability.version.id,
      dogId: pabloRex,
      signedName: 'Inés Ruiz',
    });
    expect(foreignDog.statusCode).toBe(400);
    const lola = items.find((i) => i.dogId === inesBrunoDog)!;
    const notPablos = await accept(pabloCookie, {
      versionId: lola.version.id,
      dogId: inesBrunoDog,
      signedName: 'Pablo Gil',
    });
    expect(notPablos.statusCode).toBe(404);
    const v1 = (await api.get('/api/consents/liability/versions', ana.token)).body.data.versions[1];
    const old = await accept(inesCookie, {
      versionId: v1.id,
      dogId: ines.luna,
      signedName: 'Inés Ruiz',
    });
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe(
      'Este documento tiene una versión nueva. Léela y acéptala de nuevo.',
    );
  });

  it('gives the owner and the trainer a PDF copy, and nobody else', async () => {
    const accepted = (await itemsOf(inesCookie)).find((i) => i.acceptance)!.acceptance!;
    const mine = await t.app.inject({
      url: `/api/owner/consents/${accepted.id}/pdf`,
      headers: ownerCookie(inesCookie),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(mine.rawPayload);
    for (const expected of [
      'Responsabilidad y riesgos',
      'El perro irá siempre con correa.',
      'Aceptado por: Inés Ruiz Gómez',
      'Perro: Toby',
      'Dirección IP: 203.0.113.7',
      'versión 2',
    ])
      expect(text).toContain(expected);

    const trainers = await t.app.inject({
      url: `/api/consents/acceptances/${accepted.id}/pdf`,
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(trainers.statusCode).toBe(200);
    // The trainer's copy names the dog too.
    expect(await pdfText(trainers.rawPayload)).toContain('Perro: Toby');
    const others = [
      { url: `/api/owner/consents/${accepted.id}/pdf`, headers: ownerCookie(pabloCookie) },
      {
        url: `/api/consents/acceptances/${accepted.id}/pdf`,
        headers: { authorization: `Bearer ${bruno.token}` },
      },
    ];
    for (const request of others) expect((await t.app.inject(request)).statusCode).toBe(404);
  });

  it('asks again when a new version is published, and the trainer sees who has not accepted', async () => {
    const pendingBefore = (await api.get('/api/consents/pending', ana.token)).body.data.pending;
    const rows = pendingBefore.map(
      (p: { kind: string; dogName: string | null; clientName: string }) =>
        `${p.kind}:${p.dogName ?? p.clientName}`,
    );
    expect(rows).not.toContain('liability:Toby');
    expect(rows).toContain('liability:Luna');
    expect(rows).toContain('liability:Rex');
    expect(rows).toContain('group_rules:Inés Ruiz');
    // Bruno's client never shows in Ana's list.
    expect(rows).not.toContain('liability:Lola');

    await publish('liability', { title: 'Responsabilidad y riesgos', body: 'Texto nuevo.' });
    const toby = (await itemsOf(inesCookie)).find(
      (i) => i.version.kind === 'liability' && i.dogId === ines.toby,
    )!;
    expect(toby.version.version).toBe(3);
    expect(toby.acceptance).toBeNull();
    const pendingAfter = (await api.get('/api/consents/pending', ana.token)).body.data.pending;
    expect(pendingAfter.some((p: { dogId: string | null }) => p.dogId === ines.toby)).toBe(true);
  });

  it('shows on the client’s page what the client accepted, per dog, and what is still pending', async () => {
    const res = await api.get(`/api/consents/clients/${ines.clientId}`, ana.token);
    expect(res.status).toBe(200);
    const { acceptances, pending } = res.body.data as {
      acceptances: { kind: string; version: number; dogName: string | null; signedName: string }[];
      pending: { kind: string; version: number; clientId: string; dogName: string | null }[];
    };
    expect(acceptances).toContainEqual(
      expect.objectContaining({
        kind: 'liability',
        version: 2,
        dogName: 'Toby',
        signedName: 'Inés Ruiz Gómez',
      }),
    );
    // Version 3 asks again for both dogs; only this client's rows, none of Pablo's Rex.
    const rows = pending.map((p) => `${p.kind}:${p.version}:${p.dogName ?? '-'}`);
    expect(rows).toEqual(expect.arrayContaining(['liability:3:Luna', 'liability:3:Toby']));
    expect(rows.some((row) => row.endsWith(':Rex'))).toBe(false);
    expect(pending.every((p) => p.clientId === ines.clientId)).toBe(true);

    // Another trainer's client, or an unknown id, is not found.
    expect((await api.get(`/api/consents/clients/${ines.clientId}`, bruno.token)).status).toBe(404);
    const unknown = '0190a0a0-0000-7000-8000-000000000000';
    expect((await api.get(`/api/consents/clients/${unknown}`, ana.token)).status).toBe(404);
  });
});

describe('the gates of a service and of its classes (issue 31.4)', () => {
  let groupService: string;
  let classId: string;

  beforeAll(async () => {
    const service = await api.post(
      '/api/services',
      {
        name: 'Grupo de cachorros',
        duration: 60,
        priceCents: 2000,
        kind: 'group',
        isPublic: true,
        color: '#16a34a',
        requirements: {
          vaccines: ['rabies'],
          minAgeMonths: 3,
          maxAgeMonths: 12,
          consents: ['group_rules'],
        },
      },
      ana.token,
    );
    expect(service.status, JSON.stringify(service.body)).toBe(201);
    groupService = service.body.data.id;
    const created = await api.post(
      '/api/classes',
      {
        serviceId: groupService,
        date: inDays(7),
        time: '18:00',
        duration: 60,
        place: 'Parque',
        places: 5,
      },
      ana.token,
    );
    classId = created.body.data.classes[0].id;
  });

  it('keeps the requirements on the service and refuses a minimum above the maximum', async () => {
    const listed = (await api.get('/api/services', ana.token)).body.data.services.find(
      (s: { id: string }) => s.id === groupService,
    );
    expect(listed.requirements).toEqual({
      vaccines: ['rabies'],
      minAgeMonths: 3,
      maxAgeMonths: 12,
      consents: ['group_rules'],
    });
    const wrong = await api.put(
      `/api/services/${groupService}`,
      { ...listed, requirements: { ...listed.requirements, minAgeMonths: 13 } },
      ana.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors['requirements.maxAgeMonths']).toBe(
      'La edad mínima no puede superar la máxima',
    );
  });

  it('refuses enrolling a dog with a lapsed record, saying everything missing', async () => {
    const res = await api.post(
      `/api/classes/${classId}/enrolments`,
      { clientId: ines.clientId, dogId: ines.toby },
      ana.token,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(
      'Toby necesita la vacuna de la rabia en vigor para esta clase',
    );
    expect(res.body.message).toContain(
      'Falta que el titular acepte «Normas de las clases en grupo»',
    );
    const roster = (await api.get(`/api/classes/${classId}`, ana.token)).body.data.roster;
    expect(roster).toEqual([]);
  });

  it('enrols the dog once the vaccine is on record and the rules accepted', async () => {
    await api.post(
      `/api/vaccines/dog/${ines.toby}`,
      { kind: 'rabies', givenOn: addDays(today, -30), expiresOn: addDays(today, 300) },
      ana.token,
    );
    const rules = (await itemsOf(inesCookie)).find((i) => i.version.kind === 'group_rules')!;
    expect(
      (await accept(inesCookie, { versionId: rules.version.id, signedName: 'Inés Ruiz' }))
        .statusCode,
    ).toBe(201);
    const res = await api.post(
      `/api/classes/${classId}/enrolments`,
      { clientId: ines.clientId, dogId: ines.toby },
      ana.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('refuses a dog older than a puppy class admits, to the owner in Mi área as to the trainer', async () => {
    const puppies = await api.post(
      '/api/services',
      {
        name: 'Cachorros de 2 a 5 meses',
        duration: 60,
        priceCents: 1500,
        kind: 'group',
        isPublic: true,
        color: '#16a34a',
        requirements: { vaccines: [], minAgeMonths: 2, maxAgeMonths: 5, consents: [] },
      },
      ana.token,
    );
    expect(puppies.status, JSON.stringify(puppies.body)).toBe(201);
    const created = await api.post(
      '/api/classes',
      { serviceId: puppies.body.data.id, date: inDays(7), time: '19:00', duration: 60, places: 5 },
      ana.token,
    );
    const puppyClass = created.body.data.classes[0].id as string;
    // Luna was born 200 days ago: six months old, one more than the class admits.
    const tooOld = 'Luna no puede tener más de 5 meses para esta clase';
    const byTrainer = await api.post(
      `/api/classes/${puppyClass}/enrolments`,
      { clientId: ines.clientId, dogId: ines.luna },
      ana.token,
    );
    expect(byTrainer.status).toBe(409);
    expect(byTrainer.body.message).toContain(tooOld);
    const byOwner = await asOwner(api, { cookie: inesCookie }).post(
      `/api/owner/classes/${puppyClass}/enrolments`,
      { dogId: ines.luna },
    );
    expect(byOwner.status).toBe(409);
    expect(byOwner.body.message).toContain(tooOld);
    expect((await api.get(`/api/classes/${puppyClass}`, ana.token)).body.data.roster).toEqual([]);
  });

  it('refuses a Nueva Cita of the service for a dog whose vaccine lapses before the day', async () => {
    await api.post(
      `/api/vaccines/dog/${ines.luna}`,
      { kind: 'rabies', givenOn: addDays(today, -360), expiresOn: addDays(today, 5) },
      ana.token,
    );
    const res = await api.post(
      '/api/appointments/requests',
      internalRequest({
        clientName: 'Inés Ruiz',
        clientEmail: 'ines@example.com',
        dogName: 'Luna',
        clientId: ines.clientId,
        dogId: ines.luna,
        serviceId: groupService,
        requestedDate: inDays(12),
        requestedTime: '09:00',
        confirm: true,
      }),
      ana.token,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('Luna necesita la vacuna de la rabia en vigor');
    const day = await api.get(`/api/appointments?date=${inDays(12)}&limit=100`, ana.token);
    expect(day.body.data.appointments).toEqual([]);
  });
});

describe('the client’s data rights', () => {
  it('puts the acceptances in the client’s export and erases them with the client', async () => {
    const exported = await t.app.inject({
      url: `/api/clients/${ines.clientId}/export`,
      headers: { authorization: `Bearer ${ana.token}` },
    });
    const files = unzipSync(exported.rawPayload);
    const data = JSON.parse(strFromU8(files['datos.json']!)) as {
      tablas: Record<string, { signedName?: string; ip?: string }[]>;
    };
    expect(data.tablas.consentimientos!.map((a) => a.ip)).toEqual(['203.0.113.7', '203.0.113.7']);

    const erased = await api.post(
      `/api/clients/${ines.clientId}/erase`,
      { confirmName: 'Inés Ruiz' },
      ana.token,
    );
    expect(erased.status).toBeLessThan(300);
    // The client is gone (404), and none of their acceptances is left behind.
    const gone = await api.get(`/api/consents/clients/${ines.clientId}`, ana.token);
    expect(gone.status).toBe(404);
    const left: unknown = await t.app.db.execute(
      sql`select id from consent_acceptances where client_id = ${ines.clientId}`,
    );
    expect(left).toHaveLength(0);
  });
});

describe('control and bidi characters in what is typed', () => {
  it('keeps none of a document or a signed name, and draws none of a stored one in the PDF', async () => {
    await clientWithDogs(bruno, 'rosa@example.com', ['Kira'], '16:00');
    const cookie = await signInOwner(t, api, 'rosa@example.com');
    const published = await publish(
      'photos',
      { title: 'Fotos\u0007 y vídeos', body: 'Primera\u001b línea\n\nSegunda\u202e parte\u0085' },
      bruno,
    );
    expect(published.status).toBe(201);
    expect(published.body.data).toMatchObject({
      title: 'Fotos y vídeos',
      body: 'Primera línea\n\nSegunda parte',
    });
    const photos = (await itemsOf(cookie)).find((i) => i.version.kind === 'photos')!;
    const res = await accept(cookie, {
      versionId: photos.version.id,
      signedName: 'Rosa\u0007 Díaz\u202e\tMora',
    });
    expect(res.statusCode).toBe(201);
    const acceptance = res.json().data as { id: string; signedName: string; textShown: string };
    expect(acceptance.signedName).toBe('Rosa Díaz Mora');
    expect(cleanTypedText(acceptance.textShown)).toBe(acceptance.textShown);

    // A row kept from before texts were cleaned on writing (written past the immutability
    // trigger, as only such a row could be): its PDF draws the text without them.
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update consent_acceptances
        set signed_name = ${'Rosa\u0007 Díaz\u202e Mora'},
            text_shown = ${'Fotos\u0001 y vídeos\n\nCuerpo\u001b con\u2066 control\u0085'}
        where id = ${acceptance.id}`);
    });
    const pdf = await t.app.inject({
      url: `/api/consents/acceptances/${acceptance.id}/pdf`,
      headers: { authorization: `Bearer ${bruno.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(cleanTypedText(text)).toBe(text);
    expect(text).toContain('Aceptado por: Rosa Díaz Mora');
    expect(text).toContain('Cuerpo con control');
  });
});

describe('PDFs of heavy texts run off the event loop', () => {
  it('answers health while 20 PDFs of a consent that is one 20,000-character word are made', async () => {
    const word = 'perro'.repeat(4_000);
    expect((await publish('photos', { title: 'Fotos', body: word })).status).toBe(201);
    const photos = (await itemsOf(pabloCookie)).find(
      (i) => i.version.kind === 'photos' && i.acceptance === null,
    )!;
    const accepted = await accept(pabloCookie, {
      versionId: photos.version.id,
      signedName: 'Pablo Ruiz Gómez',
    });
    expect(accepted.statusCode).toBe(201);
    const url = `/api/consents/acceptances/${accepted.json().data.id}/pdf`;
    const headers = { authorization: `Bearer ${ana.token}` };

    let settled = 0;
    const pdfs = Array.from({ length: 20 }, () =>
      t.app.inject({ url, headers }).finally(() => {
        settled += 1;
      }),
    );
    const health = await api.get('/api/health');
    expect(health.status).toBe(200);
    // Made on the event loop, each PDF held it for about a second, and health waited for them.
    expect(settled).toBeLessThan(10);
    const answers = await Promise.all(pdfs);
    for (const pdf of answers) expect(pdf.statusCode).toBe(200);
    // The word is all there, split only where lines break (soft hyphens) and pages end.
    const text = (await pdfText(answers[0]!.rawPayload))
      .replace(/-- \d+ of \d+ --/g, '')
      .replace(/[\s\u00ad-]/g, '');
    expect(text).toContain(word);
  });
});
