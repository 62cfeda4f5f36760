import { OWNER_MESSAGES, addDays, todayIn } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from '../../test/api-client.ts';
import { createClass, groupService } from '../../test/class-fixtures.ts';
import { OWNER, asOwner, signInOwner } from '../../test/owner-fixtures.ts';
import {
  testClock,
  trainerTestApp,
  type Admin,
  type TestApp,
  type Trainer,
} from '../../test/test-app.ts';

/**
 * Who may sign in to Mi área: a client the trainer only enrolled in a class or a course, or whose
 * dog has an uploaded document, is a client as much as one with an appointment — the sign-in
 * link is mailed (naming the trainer), signing in opens the area, and deleting another trainer's
 * account leaves their session alone.
 */
const clock = testClock();
let t: TestApp, api: ApiClient, admin: Admin, lucia: Trainer, bruno: Trainer;
let serviceId: string;
const inDays = (days: number) => addDays(todayIn('Europe/Madrid', clock.now()), days);

/** A client of Lucía's with no booking at all, and their dog. */
async function clientWithDog(email: string, dogName: string) {
  const client = await createRecord(
    api,
    '/api/clients',
    { name: 'Cliente Sin Cita', email, phone: '600111222' },
    lucia.token,
  );
  const dog = await createRecord(
    api,
    '/api/dogs',
    { name: dogName, breed: 'Mestizo', clientId: client.id },
    lucia.token,
  );
  return { clientId: client.id as string, dogId: dog.id as string };
}

/** Asks for a link; whether a sign-in mail reached `email`, and the trainers it names. */
async function linkMailed(email: string) {
  const before = t.mails.length;
  const res = await api.post(`${OWNER}/sign-in-links`, { email });
  expect(res.status).toBe(202);
  expect(res.body.message).toBe(OWNER_MESSAGES.signInSent);
  await t.app.outbox.drain();
  return t.mails.slice(before).find((m) => m.to === email && m.text.includes('/mi-area/entrar'));
}

beforeAll(async () => {
  ({
    t,
    api,
    admin,
    trainers: [lucia, bruno],
  } = await trainerTestApp(['Lucía', 'Bruno'], {}, clock));
  serviceId = await groupService(api, lucia);
  return t.close;
});

describe('being a client, for the owners’ area', () => {
  it('mails a sign-in link to a client the trainer enrolled in a class, and signs them in', async () => {
    const { clientId, dogId } = await clientWithDog('clase.solo@example.com', 'Kira');
    const classId = await createClass(api, lucia, { serviceId, date: inDays(3), places: 4 });
    const enrolled = await api.post(
      `/api/classes/${classId}/enrolments`,
      { clientId, dogId },
      lucia.token,
    );
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);

    const mail = await linkMailed('clase.solo@example.com');
    expect(mail, 'a sign-in mail to the class’s client').toBeDefined();
    expect(mail!.text).toContain('Lucía García');
    const owner = asOwner(api, { cookie: await signInOwner(t, api, 'clase.solo@example.com') });
    const classes = await owner.get(`${OWNER}/classes`);
    expect(classes.status).toBe(200);
    const mine = classes.body.data.classes.find((c: { id: string }) => c.id === classId);
    expect(mine.dogs.map((d: { enrolmentId: string | null }) => Boolean(d.enrolmentId))).toEqual([
      true,
    ]);
    // Signing in accepted the privacy text of the trainer whose client they are.
    const [session] = await t.database.sql<{ ids: string[] }[]>`
      select privacy_text_ids as ids from owner_sessions where email = 'clase.solo@example.com'`;
    expect(session!.ids.length).toBeGreaterThan(0);
  });

  it('mails a sign-in link to a client enrolled in a course only', async () => {
    const { clientId, dogId } = await clientWithDog('curso.solo@example.com', 'Nala');
    const course = await createRecord(
      api,
      '/api/courses',
      {
        name: 'Cachorros de primavera',
        serviceId,
        date: inDays(10),
        time: '18:00',
        duration: 60,
        place: 'Retiro',
        count: 2,
        places: 3,
        priceCents: 6000,
      },
      lucia.token,
    );
    const enrolled = await api.post(
      `/api/courses/${course.id}/enrolments`,
      { clientId, dogId },
      lucia.token,
    );
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
    expect(await linkMailed('curso.solo@example.com')).toBeDefined();
  });

  it('mails a sign-in link to a client whose dog has an uploaded document', async () => {
    const { dogId } = await clientWithDog('documento.solo@example.com', 'Rex');
    // The document an owner sent before their only booking was erased: what is left of them.
    await t.database.sql`
      insert into dog_documents (id, business_id, dog_id, kind, mime, content, size)
      values (gen_random_uuid(), ${lucia.id}, ${dogId}, 'insurance', 'application/pdf',
              ${Buffer.from('%PDF-1.4')}, 8)`;
    expect(await linkMailed('documento.solo@example.com')).toBeDefined();
  });

  it('still mails nothing to an address that is nobody’s client, nor to a client with nothing', async () => {
    await clientWithDog('sin.nada@example.com', 'Coco');
    expect(await linkMailed('sin.nada@example.com')).toBeUndefined();
    expect(await linkMailed('desconocida@example.com')).toBeUndefined();
  });

  it('keeps a class client’s session when another trainer’s account is deleted', async () => {
    const owner = asOwner(api, { cookie: await signInOwner(t, api, 'clase.solo@example.com') });
    const deleted = await api.del(`/api/admin/users/${bruno.id}`, admin.token);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await owner.get(`${OWNER}/classes`)).status).toBe(200);
  });
});
