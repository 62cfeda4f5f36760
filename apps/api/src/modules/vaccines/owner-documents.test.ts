import {
  DOCUMENT_PDF_MAX_BYTES,
  DOCUMENT_QUOTAS,
  DOCUMENT_QUOTA_MESSAGES,
  OWNER_SESSION_COOKIE,
  addDays,
  addMonths,
  todayIn,
} from '@adiestra/shared';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrainer, type ApiClient } from '../../test/api-client.ts';
import { jpegWithExif, toDataUrl } from '../../test/images.ts';
import { inDays } from '../../test/booking-fixtures.ts';
import { asOwner, bookFor, signInOwner } from '../../test/owner-fixtures.ts';
import { trainerTestApp, type Admin, type TestApp, type Trainer } from '../../test/test-app.ts';

// Issue 31.3: the owner uploads a vaccination card or insurance in Mi área; the trainer reviews
// it. Files are private: isolated between trainers and between owners.
let t: TestApp, api: ApiClient, admin: Admin, ana: Trainer, bruno: Trainer;
let today: string;
let inesCookie: string, pabloCookie: string;
let inesDogAna: string, inesDogBruno: string, pabloDog: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const pdfUrl = (bytes: Buffer) => `data:application/pdf;base64,${bytes.toString('base64')}`;

/** A client with a dog and a booking (what makes the address an owner who can sign in). */
async function clientWithDog(trainer: Trainer, email: string, dogName: string, time: string) {
  const client = await api.post(
    '/api/clients',
    { name: 'Dueño', email, phone: '600000000' },
    trainer.token,
  );
  const dog = await api.post(
    '/api/dogs',
    { name: dogName, breed: 'Mestizo', clientId: client.body.data.id },
    trainer.token,
  );
  await bookFor(t, api, trainer, email, { date: inDays(10), time }, { dogName });
  return dog.body.data.id as string;
}

/** A file's bytes as served to the owner's cookie or the trainer's token. */
async function fileOf(url: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}
const ownerCookie = (cookie: string) => ({ cookie: `${OWNER_SESSION_COOKIE}=${cookie}` });

beforeAll(async () => {
  ({
    t,
    api,
    admin,
    trainers: [ana, bruno],
  } = await trainerTestApp(['Ana', 'Bruno']));
  today = todayIn('Europe/Madrid', t.app.clock.now());
  inesDogAna = await clientWithDog(ana, 'ines@example.com', 'Toby', '10:00');
  inesDogBruno = await clientWithDog(bruno, 'ines@example.com', 'Lola', '10:00');
  pabloDog = await clientWithDog(ana, 'pablo@example.com', 'Rex', '12:00');
  inesCookie = await signInOwner(t, api, 'ines@example.com');
  pabloCookie = await signInOwner(t, api, 'pablo@example.com');
});
afterAll(() => t.close());

describe('the owner’s uploads', () => {
  it('lists the owner’s dogs with every trainer, and uploads a photo sized down without metadata', async () => {
    const ines = asOwner(api, { cookie: inesCookie });
    const mine = (await ines.get('/api/owner/documents')).body.data.dogs;
    expect(
      mine.map((d: { dogName: string; trainerName: string }) => [d.dogName, d.trainerName]).sort(),
    ).toEqual(
      [
        ['Lola', 'Bruno García'],
        ['Toby', 'Ana García'],
      ].sort(),
    );
    const res = await ines.post('/api/owner/documents', {
      dogId: inesDogAna,
      kind: 'vaccination_card',
      file: toDataUrl(await jpegWithExif(2400, 1800)),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      kind: 'vaccination_card',
      mime: 'image/jpeg',
      status: 'pending',
    });
    const file = await fileOf(
      `/api/owner/documents/${res.body.data.id}/file`,
      ownerCookie(inesCookie),
    );
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(file.bytes).metadata();
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(1024);
    expect(meta.exif).toBeUndefined();
  });

  it('tells the trainer of the dog, by mail through the outbox, that an owner sent a document', async () => {
    const ines = asOwner(api, { cookie: inesCookie });
    const res = await ines.post('/api/owner/documents', {
      dogId: inesDogAna,
      kind: 'insurance',
      file: pdfUrl(PDF),
    });
    expect(res.status).toBe(201);
    await t.app.outbox.drain();
    const notice = t.mails.findLast(
      (m) => m.to === ana.email && m.subject.includes('ha enviado un documento de Toby'),
    );
    expect(notice?.text).toContain('Seguro de responsabilidad civil');
    expect(notice?.text).toContain('http://app.test/dashboard');
    expect(t.mails.some((m) => m.to === bruno.email && m.subject.includes('Toby'))).toBe(false);
    // Out of the way of the tests below, which count Ana's uploads.
    expect((await api.del(`/api/vaccines/documents/${res.body.data.id}`, ana.token)).status).toBe(
      200,
    );
  });

  it('keeps a PDF as sent and refuses what is not an image or a PDF, or a PDF over 5 MB', async () => {
    const ines = asOwner(api, { cookie: inesCookie });
    const pdf = await ines.post('/api/owner/documents', {
      dogId: inesDogBruno,
      kind: 'insurance',
      file: pdfUrl(PDF),
    });
    expect(pdf.status).toBe(201);
    const back = await fileOf(
      `/api/owner/documents/${pdf.body.data.id}/file`,
      ownerCookie(inesCookie),
    );
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(back.bytes, PDF)).toBe(0);

    const fake = await ines.post('/api/owner/documents', {
      dogId: inesDogAna,
      kind: 'insurance',
      file: pdfUrl(Buffer.from('<html>')),
    });
    expect(fake.status).toBe(400);
    expect(fake.body.errors.file).toBe('Sube una foto (JPEG, PNG o WebP) o un PDF');
    const text = await ines.post('/api/owner/documents', {
      dogId: inesDogAna,
      kind: 'insurance',
      file: 'data:text/plain;base64,aG9sYQ==',
    });
    expect(text.body.errors.file).toBe('Sube una foto (JPEG, PNG o WebP) o un PDF');
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await ines.post('/api/owner/documents', {
      dogId: inesDogAna,
      kind: 'insurance',
      file: pdfUrl(big),
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors.file).toBe('El archivo debe ser menor a 5MB');
  });

  it('isolates owners: another owner can neither upload for nor read a dog that is not theirs', async () => {
    const pablo = asOwner(api, { cookie: pabloCookie });
    const ines = asOwner(api, { cookie: inesCookie });
    const inesDoc = (await ines.get('/api/owner/documents')).body.data.dogs.find(
      (d: { dogId: string }) => d.dogId === inesDogAna,
    ).documents[0];
    const upload = await pablo.post('/api/owner/documents', {
      dogId: inesDogAna,
      kind: 'insurance',
      file: pdfUrl(PDF),
    });
    expect(upload.status).toBe(404);
    expect((await pablo.get(`/api/owner/documents/${inesDoc.id}/file`)).status).toBe(404);
    const pablos = (await pablo.get('/api/owner/documents')).body.data.dogs;
    expect(pablos.map((d: { dogId: string }) => d.dogId)).toEqual([pabloDog]);
    // No session, or a trainer's token, opens nothing.
    expect((await api.get('/api/owner/documents')).status).toBe(401);
    expect((await api.get('/api/owner/documents', ana.token)).status).toBe(401);
  });
});

describe('the trainer’s review', () => {
  it('shows a trainer only their own dogs’ uploads and files', async () => {
    const anas = (await api.get('/api/vaccines/documents?status=pending', ana.token)).body.data
      .documents;
    expect(
      anas.map((d: { dogName: string; clientName: string }) => [d.dogName, d.clientName]),
    ).toEqual([['Toby', 'Dueño']]);
    const brunos = (await api.get('/api/vaccines/documents', bruno.token)).body.data.documents;
    expect(brunos.map((d: { dogName: string }) => d.dogName)).toEqual(['Lola']);
    expect((await api.get(`/api/vaccines/documents/${anas[0].id}/file`, ana.token)).status).toBe(
      200,
    );
    expect((await api.get(`/api/vaccines/documents/${anas[0].id}/file`, bruno.token)).status).toBe(
      404,
    );
    const review = await api.post(
      `/api/vaccines/documents/${anas[0].id}/review`,
      { vaccinations: [] },
      bruno.token,
    );
    expect(review.status).toBe(404);
  });

  it('confirms the dates read on the card: the doses join the dog’s record, the upload is reviewed once', async () => {
    const [doc] = (await api.get('/api/vaccines/documents?status=pending', ana.token)).body.data
      .documents;
    const givenOn = addDays(today, -20);
    const bad = await api.post(
      `/api/vaccines/documents/${doc.id}/review`,
      { vaccinations: [{ kind: 'rabies', givenOn: 'ayer' }] },
      ana.token,
    );
    expect(bad.status).toBe(400);
    const res = await api.post(
      `/api/vaccines/documents/${doc.id}/review`,
      {
        vaccinations: [
          { kind: 'rabies', givenOn },
          { kind: 'polyvalent', givenOn, expiresOn: addDays(givenOn, 300) },
        ],
      },
      ana.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Documento revisado', data: { status: 'reviewed' } });
    const doses = (await api.get(`/api/vaccines/dog/${inesDogAna}`, ana.token)).body.data
      .vaccinations;
    expect(
      doses.map((v: { kind: string; expiresOn: string }) => [v.kind, v.expiresOn]).sort(),
    ).toEqual([
      ['polyvalent', addDays(givenOn, 300)],
      ['rabies', addMonths(givenOn, 12)],
    ]);
    const again = await api.post(
      `/api/vaccines/documents/${doc.id}/review`,
      { vaccinations: [] },
      ana.token,
    );
    expect(again.body.errors.id).toBe('Este documento ya está revisado');
    expect(
      (await api.get('/api/vaccines/documents?status=pending', ana.token)).body.data.documents,
    ).toEqual([]);
    // The owner sees it reviewed.
    const ines = asOwner(api, { cookie: inesCookie });
    const toby = (await ines.get('/api/owner/documents')).body.data.dogs.find(
      (d: { dogId: string }) => d.dogId === inesDogAna,
    );
    expect(toby.documents[0].status).toBe('reviewed');
  });
});

describe('the client’s data rights', () => {
  it('puts the uploads in the client’s export and erases them with the client', async () => {
    const ines = asOwner(api, { cookie: inesCookie });
    const clientId = (await api.get(`/api/dogs/${inesDogAna}`, ana.token)).body.data.clientId;
    const exported = await t.app.inject({
      url: `/api/clients/${clientId}/export`,
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(exported.rawPayload);
    const data = JSON.parse(strFromU8(files['datos.json']!)) as {
      tablas: Record<string, { id: string; archivo: string; content?: unknown }[]>;
    };
    const docs = data.tablas.documentos!;
    expect(docs).toHaveLength(1);
    expect(docs[0]!.content).toBeUndefined();
    expect(files[docs[0]!.archivo]?.length).toBeGreaterThan(0);
    // Bruno's upload for Inés's other dog is Bruno's client's, not in Ana's export.
    expect(data.tablas.vacunas!.length).toBe(2);

    const erased = await api.post(
      `/api/clients/${clientId}/erase`,
      { confirmName: 'Dueño' },
      ana.token,
    );
    expect(erased.status).toBeLessThan(300);
    const left = (await ines.get('/api/owner/documents')).body.data?.dogs ?? [];
    expect(left.map((d: { dogId: string }) => d.dogId)).not.toContain(inesDogAna);
    expect((await api.get('/api/vaccines/documents', ana.token)).body.data.documents).toEqual([]);
    expect(
      (
        await fileOf(`/api/vaccines/documents/${docs[0]!.id}/file`, {
          authorization: `Bearer ${ana.token}`,
        })
      ).status,
    ).toBe(404);
  });
});

/** Stored documents of a dog, as earlier uploads would have left them (`size` bytes each). */
async function storedDocuments(trainer: Trainer, dogId: string, count: number, size = 8) {
  await t.database.sql`
    insert into dog_documents (id, business_id, dog_id, kind, mime, content, size)
    select gen_random_uuid(), ${trainer.id}, ${dogId}, 'insurance', 'application/pdf',
           ${Buffer.from('%PDF-1.4')}, ${size}
    from generate_series(1, ${count})`;
}
const documentCount = async (dogId: string) =>
  Number(
    (
      await t.database.sql<
        { n: string }[]
      >`select count(*) as n from dog_documents where dog_id = ${dogId}`
    )[0]!.n,
  );

describe('the quotas on uploads', () => {
  let carla: Trainer;
  beforeAll(async () => {
    carla = await createTrainer(api, admin.token, 'Carla');
  });

  it('refuses an owner’s upload past their number of documents, even when sent at once', async () => {
    const dogId = await clientWithDog(carla, 'marta@example.com', 'Bimba', '09:00');
    const marta = asOwner(api, { cookie: await signInOwner(t, api, 'marta@example.com') });
    await storedDocuments(carla, dogId, DOCUMENT_QUOTAS.owner.count - 2);
    const upload = () =>
      marta.post('/api/owner/documents', { dogId, kind: 'insurance', file: pdfUrl(PDF) });
    // Five at once for the last two places: the quota's lock lets exactly two in.
    const answers = await Promise.all(Array.from({ length: 5 }, upload));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: DOCUMENT_QUOTA_MESSAGES.ownerCount,
      errors: { file: DOCUMENT_QUOTA_MESSAGES.ownerCount },
    });
    expect(await documentCount(dogId)).toBe(DOCUMENT_QUOTAS.owner.count);
  });

  it('refuses an owner’s upload past their bytes, and the trainer deleting one makes room', async () => {
    const dogId = await clientWithDog(carla, 'sara@example.com', 'Nube', '11:00');
    const sara = asOwner(api, { cookie: await signInOwner(t, api, 'sara@example.com') });
    // Ten files of 5 MB: the owner's 50 MB are full.
    await storedDocuments(carla, dogId, 10, DOCUMENT_QUOTAS.owner.bytes / 10);
    const upload = () =>
      sara.post('/api/owner/documents', { dogId, kind: 'insurance', file: pdfUrl(PDF) });
    const refused = await upload();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DOCUMENT_QUOTA_MESSAGES.ownerBytes);
    expect(await documentCount(dogId)).toBe(10);

    const listed = (await api.get(`/api/vaccines/documents?dogId=${dogId}`, carla.token)).body.data;
    expect(listed.documents).toHaveLength(10);
    expect(
      (await api.del(`/api/vaccines/documents/${listed.documents[0].id}`, bruno.token)).status,
    ).toBe(404);
    const deleted = await api.del(`/api/vaccines/documents/${listed.documents[0].id}`, carla.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Documento eliminado');
    expect((await upload()).status).toBe(201);
  });

  it('shows the trainer the space their business’s uploads take, and refuses uploads past it', async () => {
    const before = (await api.get('/api/vaccines/documents', carla.token)).body.data.usage;
    expect(before).toEqual({
      count: 30,
      bytes: 18 * 8 + 9 * (DOCUMENT_QUOTAS.owner.bytes / 10) + 3 * PDF.length,
      maxCount: DOCUMENT_QUOTAS.business.count,
      maxBytes: DOCUMENT_QUOTAS.business.bytes,
    });
    // Another of Carla's clients' dogs fills the business's room to the byte (files of 5 MB).
    const fullDog = await clientWithDog(carla, 'relleno@example.com', 'Duna', '13:00');
    const room = DOCUMENT_QUOTAS.business.bytes - before.bytes;
    await storedDocuments(
      carla,
      fullDog,
      Math.floor(room / DOCUMENT_PDF_MAX_BYTES),
      DOCUMENT_PDF_MAX_BYTES,
    );
    await storedDocuments(carla, fullDog, 1, room % DOCUMENT_PDF_MAX_BYTES);
    const dogId = await clientWithDog(carla, 'lola@example.com', 'Tara', '15:00');
    const lola = asOwner(api, { cookie: await signInOwner(t, api, 'lola@example.com') });
    const refused = await lola.post('/api/owner/documents', {
      dogId,
      kind: 'insurance',
      file: pdfUrl(PDF),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DOCUMENT_QUOTA_MESSAGES.business);
    expect(await documentCount(dogId)).toBe(0);
    const after = (await api.get('/api/vaccines/documents', carla.token)).body.data.usage;
    expect(after.bytes).toBe(DOCUMENT_QUOTAS.business.bytes);
    // Another business's owners are not held by it.
    const ines = asOwner(api, { cookie: await signInOwner(t, api, 'ines@example.com') });
    expect(
      (
        await ines.post('/api/owner/documents', {
          dogId: inesDogBruno,
          kind: 'insurance',
          file: pdfUrl(PDF),
        })
      ).status,
    ).toBe(201);
  });
});

describe('serving an upload', () => {
  it('sends an owner’s PDF, even one with HTML and script after %PDF-, as a sandboxed download', async () => {
    const hostile = Buffer.from(
      '%PDF-1.4\n<html><script>fetch("/api/owner/overview")</script></html>\n' +
        '1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
    );
    // Erasing Inés as Ana's client ended her sessions: she signs in again, as Bruno's client.
    const cookie = await signInOwner(t, api, 'ines@example.com');
    const ines = { cookie, ...asOwner(api, { cookie }) };
    const sent = await ines.post('/api/owner/documents', {
      dogId: inesDogBruno,
      kind: 'vaccination_card',
      file: pdfUrl(hostile),
    });
    expect(sent.status).toBe(201);
    const id = sent.body.data.id as string;
    const name = `cartilla-vacunacion-${id.slice(-8)}.pdf`;
    for (const served of [
      await fileOf(`/api/owner/documents/${id}/file`, ownerCookie(ines.cookie)),
      await fileOf(`/api/vaccines/documents/${id}/file`, {
        authorization: `Bearer ${bruno.token}`,
      }),
    ]) {
      expect(served.status).toBe(200);
      expect(served.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(served.headers['cache-control']).toBe('private, no-store');
    }
  });
});
