import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTrainer, registerAdmin, type ApiClient } from '../../test/api-client.ts';
import { jpegWithExif, largePng, png, svg, toDataUrl, webp } from '../../test/images.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ApiClient;
let ana: { id: string; token: string };
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  const admin = await registerAdmin(api);
  ana = await createTrainer(api, admin.token, 'Ana');
  const res = await api.post(
    '/api/clients',
    { name: 'Dueña Foto', email: 'f@correo.es', phone: '600000000' },
    ana.token,
  );
  clientId = res.body.data.id;
});
afterAll(() => t.close());

const base = () => ({ name: 'Bimba', breed: 'Border Collie', clientId });

/** Fetches a photo URL as a browser `<img>` would: no Authorization header. */
async function fetchImage(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

async function createWithPhoto(photo: string) {
  return api.post('/api/dogs', { ...base(), photo }, ana.token);
}

describe('accepted photos', () => {
  it('re-encodes a JPEG without its EXIF, bounded to 1024 px, with a square thumbnail', async () => {
    const original = await jpegWithExif(1600, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await createWithPhoto(toDataUrl(original));
    expect(res.status).toBe(201);
    const { photo, photoThumb } = res.body.data;
    expect(photo).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);
    expect(photoThumb).toBe(`${photo}/thumb`);

    const image = await fetchImage(photo);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // Issue 28: private photos are never kept by a shared cache.
    expect(image.headers['cache-control']).toBe('private, max-age=86400, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers.etag).toBeTruthy();
    const meta = await sharp(image.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 768 });
    expect(meta.exif).toBeUndefined();
    expect(image.bytes.includes(Buffer.from('CamaraSecreta'))).toBe(false);

    const thumb = await fetchImage(photoThumb);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: 256,
      height: 256,
    });
  });

  it('serves a PNG back as JPEG, and a WebP too, without their metadata', async () => {
    for (const [bytes, mime] of [
      [await png(300, 200), 'image/png'],
      [await webp(), 'image/webp'],
    ] as const) {
      expect((await sharp(bytes).metadata()).exif).toBeDefined();
      const res = await createWithPhoto(toDataUrl(bytes, mime));
      expect(res.status).toBe(201);
      const image = await fetchImage(res.body.data.photo);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect((await sharp(image.bytes).metadata()).exif).toBeUndefined();
      expect(image.bytes.includes(Buffer.from('CamaraSecreta'))).toBe(false);
    }
  });

  it('answers 304 to a revalidation with the ETag', async () => {
    const res = await createWithPhoto(toDataUrl(await png()));
    const first = await fetchImage(res.body.data.photo);
    const again = await fetchImage(res.body.data.photo, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('never inlines image data in lists or details', async () => {
    const list = await api.get('/api/dogs', ana.token);
    expect(JSON.stringify(list.body)).not.toContain('base64');
    const clients = await api.get('/api/clients', ana.token);
    expect(JSON.stringify(clients.body)).not.toContain('base64');
    expect(clients.body.data.clients[0].dogs[0].photoThumb).toMatch(/\/thumb$/);
  });
});

describe('refused photos (SPEC §5 photo rules)', () => {
  const invalid = 'Por favor selecciona una imagen válida';
  it.each([
    ['a text file named .jpg', async () => toDataUrl(Buffer.from('hola, no soy una foto'))],
    ['an SVG', async () => toDataUrl(svg, 'image/svg+xml')],
    ['an SVG claiming to be a PNG', async () => toDataUrl(svg, 'image/png')],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await jpegWithExif(800, 600);
        return toDataUrl(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
      },
    ],
    ['not a data URL', async () => 'https://example.com/perro.jpg'],
  ])('%s → 400 with the invalid-image message', async (_label, make) => {
    const res = await createWithPhoto(await make());
    expect(res.status).toBe(400);
    expect(res.body.errors.photo).toBe(invalid);
  });

  it('a 6 MB image → 400 with the size message', async () => {
    const big = await largePng();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const res = await createWithPhoto(toDataUrl(big, 'image/png'));
    expect(res.status).toBe(400);
    expect(res.body.errors.photo).toBe('La imagen debe ser menor a 5MB');
  });

  it('refuses images with absurd pixel dimensions', async () => {
    const tall = await sharp({
      create: { width: 1, height: 12000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const res = await createWithPhoto(toDataUrl(tall, 'image/png'));
    expect(res.status).toBe(400);
    expect(res.body.errors.photo).toBe(invalid);
  });
});

describe('replace and remove', () => {
  it('replacing gives a new URL and retires the old one; omitting keeps; null removes', async () => {
    const created = (await createWithPhoto(toDataUrl(await png()))).body.data;
    const url = `/api/dogs/${created.id}`;

    const kept = (await api.put(url, { ...base(), name: 'Bimba 2' }, ana.token)).body.data;
    expect(kept.photo).toBe(created.photo);

    const replaced = (
      await api.put(url, { ...base(), photo: toDataUrl(await jpegWithExif(500, 500)) }, ana.token)
    ).body.data;
    expect(replaced.photo).not.toBe(created.photo);
    expect((await fetchImage(created.photo)).status).toBe(404);
    expect((await fetchImage(replaced.photo)).status).toBe(200);

    const removed = (await api.put(url, { ...base(), photo: null }, ana.token)).body.data;
    expect(removed).toMatchObject({ photo: null, photoThumb: null });
    expect((await fetchImage(replaced.photo)).status).toBe(404);
    expect((await fetchImage(`${replaced.photo}/thumb`)).status).toBe(404);
  });

  it('deleting the dog removes its photo', async () => {
    const created = (await createWithPhoto(toDataUrl(await png()))).body.data;
    await api.del(`/api/dogs/${created.id}`, ana.token);
    expect((await fetchImage(created.photo)).status).toBe(404);
  });

  it('answers 404 for an unknown photo id and 400 for a malformed one', async () => {
    const unknown = await fetchImage('/api/photos/6f1c2a8e-0b7d-4c1e-9f3a-2d5b8e7c4a10');
    expect(unknown.status).toBe(404);
    expect((await fetchImage('/api/photos/../../etc/passwd')).status).not.toBe(200);
    expect((await fetchImage('/api/photos/123')).status).toBe(400);
  });
});
