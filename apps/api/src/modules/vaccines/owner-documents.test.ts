import { OWNER_SESSION_COOKIE, addDays, addMonths, todayIn } from '@adiestra/shared';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { jpegWithExif, toDataUrl } from '../../test/images.ts';
import { inDays } from '../../test/booking-fixtures.ts';
import { asOwner, bookFor, signInOwner } from '../../test/owner-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

// Issue 31.3: the owner uploads a vaccination card or insurance in Mi área; the trainer reviews
// it. Files are private: isolated between trainers and between owners.
let t: TestApp, api: ApiClient, ana: Trainer, bruno: Trainer;
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
