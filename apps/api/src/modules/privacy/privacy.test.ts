import { beforeAll, describe, expect, it } from 'vitest';
import { FISCAL_RETENTION } from '@adiestra/shared';
import { createTrainer } from '../../test/api-client.ts';
import { bookFor, signInOwner } from '../../test/owner-fixtures.ts';
import { createPendingRequest, inDays } from '../../test/booking-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';

/** Issue 20: privacy texts per trainer, versioned, and the consents that name a version. */

let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía', 'Marcos']>>>;
beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía', 'Marcos']);
  return ctx.t.close;
});

const consentOf = async (requestId: string) => {
  const [row] = await ctx.t.database.sql<
    { privacy_text_id: string | null; consent_at: string | null }[]
  >`select privacy_text_id, consent_at from appointment_requests where id = ${requestId}`;
  return row!;
};

describe('privacy texts', () => {
  it('starts from the default Spanish text naming the trainer, per trainer', async () => {
    const { api } = ctx;
    const [lucia, marcos] = ctx.trainers;
    const mine = await api.get('/api/privacy', lucia.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ version: 1, path: `/privacidad/${lucia.id}` });
    expect(mine.body.data.body).toMatch(/^Responsable del tratamiento: Lucía/);
    for (const part of ['Finalidad:', 'Derechos:', 'Contacto:', lucia.email]) {
      expect(mine.body.data.body).toContain(part);
    }
    // How long invoices are kept, whatever the client asks or the trainer's account becomes.
    expect(mine.body.data.body).toContain(
      `Las facturas emitidas a tu nombre y su registro de facturación se conservan ${FISCAL_RETENTION}`,
    );
    expect(FISCAL_RETENTION).toMatch(/^seis años desde el final del año en que se emitieron/);
    const his = await api.get('/api/privacy', marcos.token);
    expect(his.body.data.id).not.toBe(mine.body.data.id);
    expect(his.body.data.body).toMatch(/^Responsable del tratamiento: Marcos/);
    // Asking again gives the same version: reading makes none.
    expect((await api.get('/api/privacy', lucia.token)).body.data.id).toBe(mine.body.data.id);
  });

  it('makes a new version on each change, and refuses an empty or huge text', async () => {
    const { api } = ctx;
    const [, marcos] = ctx.trainers;
    const first = (await api.get('/api/privacy', marcos.token)).body.data as { version: number };
    const saved = await api.put('/api/privacy', { body: 'Responsable: Marcos SL.' }, marcos.token);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Texto de privacidad guardado');
    expect(saved.body.data).toMatchObject({ version: first.version + 1 });
    const same = await api.put('/api/privacy', { body: 'Responsable: Marcos SL.' }, marcos.token);
    expect(same.body.data.id).toBe(saved.body.data.id);
    const empty = await api.put('/api/privacy', { body: '   ' }, marcos.token);
    expect(empty.status).toBe(400);
    expect(empty.body.errors.body).toBe('Escribe el texto de privacidad');
    const huge = await api.put('/api/privacy', { body: 'x'.repeat(20_001) }, marcos.token);
    expect(huge.status).toBe(400);
    expect((await api.put('/api/privacy', { body: 'Sin sesión' })).status).toBe(401);
  });

  it('shows the public page of an approved trainer only', async () => {
    const { api, admin } = ctx;
    const [lucia] = ctx.trainers;
    const page = await api.get(`/api/public/educators/${lucia.id}/privacy`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ trainerName: 'Lucía García' });
    expect(page.body.data.body).toContain('Responsable del tratamiento');
    expect((await api.get('/api/public/educators/no-es-un-id/privacy')).status).toBe(404);
    expect(
      (await api.get('/api/public/educators/0190a0a0-0000-7000-8000-000000000000/privacy')).status,
    ).toBe(404);
    const pending = await api.post('/api/auth/register', {
      firstName: 'Pendiente',
      lastName: 'Sin Aprobar',
      email: 'pendiente.privacidad@example.com',
      password: 'Perro-Guia-2026',
    });
    expect(pending.status).toBe(201);
    const listed = await api.get('/api/admin/users?limit=100', admin.token);
    const pendingId = (listed.body.data.users as { id: string; email: string }[]).find(
      (u) => u.email === 'pendiente.privacidad@example.com',
    )!.id;
    expect((await api.get(`/api/public/educators/${pendingId}/privacy`)).status).toBe(404);
  });
});

describe('consent records', () => {
  it('stores with each public request the version in force and when', async () => {
    const { api } = ctx;
    const [lucia] = ctx.trainers;
    const v1 = (await api.get('/api/privacy', lucia.token)).body.data;
    const before = await createPendingRequest(api, lucia, {
      clientEmail: 'consiente.uno@example.com',
      preferredDate: inDays(5),
      preferredTime: '10:00',
    });
    expect(await consentOf(before)).toMatchObject({ privacy_text_id: v1.id });
    expect((await consentOf(before)).consent_at).not.toBeNull();
    // The owner's receipt links the trainer's privacy page from its footer.
    await ctx.t.app.outbox.drain();
    const receipt = ctx.t.mails.find((m) => m.to === 'consiente.uno@example.com');
    expect(receipt?.text).toContain(`/privacidad/${lucia.id}`);
    expect(receipt?.html).toContain(`/privacidad/${lucia.id}`);

    const v2 = (await api.put('/api/privacy', { body: 'Nuevo texto de Lucía.' }, lucia.token)).body
      .data;
    const after = await createPendingRequest(api, lucia, {
      clientEmail: 'consiente.dos@example.com',
      preferredDate: inDays(5),
      preferredTime: '11:00',
    });
    expect(await consentOf(after)).toMatchObject({ privacy_text_id: v2.id });
    // The earlier request still names the text it accepted, which is still readable.
    expect(await consentOf(before)).toMatchObject({ privacy_text_id: v1.id });
    const [kept] = await ctx.t.database.sql<{ body: string }[]>`
      select body from privacy_texts where id = ${v1.id}`;
    expect(kept!.body).toBe(v1.body);
  });

  it("stores with an owner's sign-in the versions of each of their trainers", async () => {
    const { t, api, admin } = ctx;
    const [lucia, marcos] = ctx.trainers;
    const email = 'duena.dos.educadores@example.com';
    await bookFor(t, api, lucia, email, { date: inDays(4), time: '09:00' });
    await bookFor(t, api, marcos, email, { date: inDays(4), time: '09:00' });
    // A third trainer with nothing under this address is not part of the consent.
    const third = await createTrainer(api, admin.token, 'Nuria');
    await api.get('/api/privacy', third.token);
    await signInOwner(t, api, email);
    const current = await Promise.all(
      [lucia, marcos].map(async (x) => (await api.get('/api/privacy', x.token)).body.data.id),
    );
    const [session] = await t.database.sql<
      { privacy_text_ids: string[]; consent_at: string | null }[]
    >`select privacy_text_ids, consent_at from owner_sessions where email = ${email}`;
    expect([...session!.privacy_text_ids].sort()).toEqual([...current].sort());
    expect(session!.consent_at).not.toBeNull();
  });
});
