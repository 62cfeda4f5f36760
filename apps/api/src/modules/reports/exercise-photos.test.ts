import { PHOTO_INVALID_MESSAGE } from '@adiestra/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { exercisePhotos } from '../../db/schema.ts';
import { runSweeps } from '../../lib/sweeps.ts';
import type { ApiClient } from '../../test/api-client.ts';
import { jpegWithExif, png, svg, toDataUrl } from '../../test/images.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';
import {
  linkHeaders,
  REPORTS,
  reportFixtures,
  sendReport,
  setHomework,
} from '../../test/report-fixtures.ts';

let t: TestApp;
let api: ApiClient;
let lucia: Trainer;
let pablo: Trainer;
let fx: ReturnType<typeof reportFixtures>;

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, pablo],
  } = await trainerTestApp(['Lucía', 'Pablo']));
  fx = reportFixtures(t.database.db);
  return () => t.close();
});

interface ExerciseBody {
  id: string;
  photo: string | null;
  photoThumb: string | null;
}

/** Loads a photo URL as an `<img>` does: no Authorization header, no cookie. */
async function load(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

const photoRows = async (businessId: string) =>
  (
    await t.database.db
      .select({ id: exercisePhotos.id })
      .from(exercisePhotos)
      .where(eq(exercisePhotos.businessId, businessId))
  ).length;

async function createExercise(body: Record<string, unknown>, token = lucia.token) {
  const res = await api.post<{ data: ExerciseBody }>('/api/exercises', body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe('exercise photos', () => {
  it('goes through the image pipeline and is served without a token, replaced by a new URL', async () => {
    const exercise = await createExercise({
      name: 'Target con la mano',
      photo: toDataUrl(await jpegWithExif(1600, 1200)),
    });
    expect(exercise.photo).toMatch(/^\/api\/exercise-photos\/[0-9a-f-]{36}$/);
    expect(exercise.photoThumb).toBe(`${exercise.photo}/thumb`);

    const image = await load(exercise.photo!);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // Issue 28: private photos are never kept by a shared cache.
    expect(image.headers['cache-control']).toBe('private, max-age=86400, immutable');
    const meta = await sharp(image.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 768]);
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp((await load(exercise.photoThumb!)).bytes).metadata();
    expect([thumb.width, thumb.height]).toEqual([256, 256]);

    // Texts only: the photo stays.
    const kept = await api.put<{ data: ExerciseBody }>(
      `/api/exercises/${exercise.id}`,
      { name: 'Target' },
      lucia.token,
    );
    expect(kept.body.data.photo).toBe(exercise.photo);

    const replaced = await api.put<{ data: ExerciseBody }>(
      `/api/exercises/${exercise.id}`,
      { name: 'Target', photo: toDataUrl(await png(), 'image/png') },
      lucia.token,
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.photo).not.toBe(exercise.photo);
    expect((await load(replaced.body.data.photo!)).status).toBe(200);
    // Nothing else pointed at the old photo: gone, and its URL answers 404.
    expect((await load(exercise.photo!)).status).toBe(404);

    const removed = await api.put<{ data: ExerciseBody }>(
      `/api/exercises/${exercise.id}`,
      { name: 'Target', photo: null },
      lucia.token,
    );
    expect(removed.body.data).toMatchObject({ photo: null, photoThumb: null });
    expect((await load(replaced.body.data.photo!)).status).toBe(404);
    expect(await photoRows(lucia.id)).toBe(0);
  });

  it('refuses what is not an image with the Spanish message, writing nothing', async () => {
    const before = (await api.get('/api/exercises', lucia.token)).body.data.exercises.length;
    for (const photo of [toDataUrl(svg, 'image/svg+xml'), 'data:image/png;base64,AAAA']) {
      const res = await api.post('/api/exercises', { name: 'Con foto rota', photo }, lucia.token);
      expect(res.status).toBe(400);
      expect(res.body.errors.photo).toBe(PHOTO_INVALID_MESSAGE);
    }
    const after = (await api.get('/api/exercises', lucia.token)).body.data.exercises.length;
    expect(after).toBe(before);
    expect(await photoRows(lucia.id)).toBe(0);
  });

  it("cannot set or remove the photo of another trainer's exercise", async () => {
    const photo = toDataUrl(await jpegWithExif(64, 64));
    const exercise = await createExercise({ name: 'Quieto con foto', photo });
    for (const body of [
      { name: 'Robado', photo },
      { name: 'Robado', photo: null },
    ]) {
      expect((await api.put(`/api/exercises/${exercise.id}`, body, pablo.token)).status).toBe(404);
    }
    expect(await photoRows(pablo.id)).toBe(0);
    expect((await load(exercise.photo!)).status).toBe(200);
    expect((await api.del(`/api/exercises/${exercise.id}`, lucia.token)).status).toBe(200);
    expect((await load(exercise.photo!)).status).toBe(404);
  });

  it('homework keeps the photo it was sent with; the owner sees it without signing in', async () => {
    const email = 'foto@correo.es';
    const { dogId } = await fx.ownerWithDog(lucia.id, email, 'Nala');
    const sessionId = await fx.session({ businessId: lucia.id, dogId, date: new Date() });
    const exercise = await createExercise({
      name: 'Tocar con la nariz',
      photo: toDataUrl(await jpegWithExif(400, 300)),
    });
    const [itemId] = await setHomework(api, lucia.token, sessionId, [
      { exerciseId: exercise.id, name: 'Tocar con la nariz', timesPerDay: 2, daysPerWeek: 5 },
    ]);
    const sent = await sendReport(t, api, lucia.token, sessionId);
    const page = await api.call('GET', `${REPORTS}/${sessionId}`, {
      headers: linkHeaders(sent.token),
    });
    expect(page.body.data.homework).toMatchObject([
      { id: itemId, photo: exercise.photo, photoThumb: exercise.photoThumb },
    ]);
    // The e-mail carries no image: mail clients block remote pictures; the link page shows it.
    expect(sent.mail.html).not.toContain('/api/exercise-photos/');

    // The library moves on; what the owner was sent does not.
    await api.put(
      `/api/exercises/${exercise.id}`,
      { name: 'Tocar con la nariz', photo: toDataUrl(await png(), 'image/png') },
      lucia.token,
    );
    expect((await api.del(`/api/exercises/${exercise.id}`, lucia.token)).status).toBe(200);
    const again = await api.call('GET', `${REPORTS}/${sessionId}`, {
      headers: linkHeaders(sent.token),
    });
    expect(again.body.data.homework[0].photo).toBe(exercise.photo);
    expect((await load(exercise.photo!)).status).toBe(200);

    // Once the homework no longer has it either, the next homework save deletes it.
    await setHomework(api, lucia.token, sessionId, [
      { name: 'Escrito a mano', timesPerDay: 1, daysPerWeek: 7 },
    ]);
    expect((await load(exercise.photo!)).status).toBe(404);
    expect(await photoRows(lucia.id)).toBe(0);
  });

  it('a photo only a deleted session pointed at is deleted by the sweep, and nothing else', async () => {
    const { dogId } = await fx.ownerWithDog(lucia.id, 'barrido@correo.es', 'Kira');
    const sessionId = await fx.session({ businessId: lucia.id, dogId, date: new Date() });
    const exercise = await createExercise({
      name: 'Dar la pata',
      photo: toDataUrl(await jpegWithExif(300, 300)),
    });
    await setHomework(api, lucia.token, sessionId, [
      { exerciseId: exercise.id, name: 'Dar la pata', timesPerDay: 1, daysPerWeek: 3 },
    ]);
    const kept = await createExercise({
      name: 'Rodar',
      photo: toDataUrl(await png(), 'image/png'),
    });
    const pablos = await createExercise(
      { name: 'Rodar', photo: toDataUrl(await png(), 'image/png') },
      pablo.token,
    );
    // The library lets go of the photo; the homework still has it.
    await api.put(
      `/api/exercises/${exercise.id}`,
      { name: 'Dar la pata', photo: null },
      lucia.token,
    );
    expect((await runSweeps(t.app))['unused exercise photos']).toEqual({ photos: 0 });
    expect((await load(exercise.photo!)).status).toBe(200);

    // Deleting the session takes its homework, not the trainer's lock: the sweep cleans up.
    expect((await api.del(`/api/sessions/${sessionId}`, lucia.token)).status).toBe(200);
    expect((await runSweeps(t.app))['unused exercise photos']).toEqual({ photos: 1 });
    expect((await load(exercise.photo!)).status).toBe(404);
    expect((await load(kept.photo!)).status).toBe(200);
    expect((await load(pablos.photo!)).status).toBe(200);
  });

  it("homework cannot borrow another trainer's exercise (and so not its photo)", async () => {
    const { dogId } = await fx.ownerWithDog(lucia.id, 'otra@correo.es', 'Kira');
    const sessionId = await fx.session({ businessId: lucia.id, dogId, date: new Date() });
    const theirs = await createExercise(
      { name: 'Ajeno', photo: toDataUrl(await jpegWithExif(64, 64)) },
      pablo.token,
    );
    const res = await api.put(
      `/api/sessions/${sessionId}/homework`,
      { items: [{ exerciseId: theirs.id, name: 'Ajeno', timesPerDay: 1, daysPerWeek: 7 }] },
      lucia.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors['items.0.exerciseId']).toBe('Ejercicio no encontrado');
    expect(
      (await api.get(`/api/sessions/${sessionId}/homework`, lucia.token)).body.data.items,
    ).toEqual([]);
  });
});
