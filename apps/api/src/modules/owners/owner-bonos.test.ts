import { addDays, todayIn } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { createRecord } from '../../test/api-client.ts';
import { inDays } from '../../test/booking-fixtures.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';
import { OWNER, asOwner, bookFor, signInOwner } from '../../test/owner-fixtures.ts';

/**
 * Issue 18 in the owners' area: each owner sees, per trainer, the bonos of the clients their
 * visits are linked to — sessions left, expiry and warnings — and nothing of anyone else's.
 */
let t: TestApp, api: ApiClient, ana: Trainer, bruno: Trainer;
const UNO = 'uno.bonos@example.com';
const DOS = 'dos.bonos@example.com';
const today = () => todayIn('Europe/Madrid');
const ids: Record<string, string> = {};
let dosLink = '';

/** The client the booking linked the visit to (a typed owner becomes, or is, a client). */
async function clientOf(appointmentId: string) {
  const [row] = await t.database.sql<{ client_id: string }[]>`
    select client_id from appointments where id = ${appointmentId}`;
  return row!.client_id;
}

async function catalogue(trainer: Trainer) {
  const service = await createRecord(
    api,
    '/api/services',
    serviceBody({ name: 'Paseo educativo', priceCents: 4000 }),
    trainer.token,
  );
  return createRecord(
    api,
    '/api/bonos/templates',
    { serviceId: service.id, sessions: 5, priceCents: 18000, validityDays: 90 },
    trainer.token,
  );
}

async function sell(trainer: Trainer, templateId: string, clientId: string, soldOn = today()) {
  return (await createRecord(api, '/api/bonos', { templateId, clientId, soldOn }, trainer.token))
    .id as string;
}

async function useDown(trainer: Trainer, bonoId: string, times: number) {
  for (let i = 0; i < times; i++)
    await api.post(`/api/bonos/${bonoId}/use`, { reason: 'Clase' }, trainer.token);
}

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [ana, bruno],
  } = await trainerTestApp(['Ana', 'Bruno']));
  const anaTemplate = await catalogue(ana);
  const brunoTemplate = await catalogue(bruno);
  // Booked by the trainer for each address: the visit is linked to that owner's client.
  // (A client is matched by e-mail or phone: each owner has their own phone.)
  const uno = { clientPhone: '611000001' };
  const dos = { clientPhone: '611000002', clientName: 'Dos Dueña' };
  const at = (time: string) => ({ date: inDays(10), time });
  const unoVisit = await bookFor(t, api, ana, UNO, at('09:00'), uno);
  const dosVisit = await bookFor(t, api, ana, DOS, at('11:00'), dos);
  const unoWithBruno = await bookFor(t, api, bruno, UNO, at('09:00'), uno);
  dosLink = dosVisit.link;
  const unoClient = await clientOf(unoVisit.id);
  // One session left and expiring within 14 days; expired with sessions unused; used up and gone.
  ids.soon = await sell(ana, anaTemplate.id, unoClient, addDays(today(), -80));
  await useDown(ana, ids.soon, 4);
  ids.expired = await sell(ana, anaTemplate.id, unoClient, addDays(today(), -100));
  ids.gone = await sell(ana, anaTemplate.id, unoClient, addDays(today(), -100));
  await t.database.sql`update bonos set sessions_remaining = 0 where id = ${ids.gone}`;
  ids.dos = await sell(ana, anaTemplate.id, await clientOf(dosVisit.id));
  ids.bruno = await sell(bruno, brunoTemplate.id, await clientOf(unoWithBruno.id));
  return t.close;
});

describe("the owner's bonos", () => {
  it('shows each trainer’s bonos of the owner with sessions left, expiry and warnings, and nothing else', async () => {
    const res = await asOwner(api, { cookie: await signInOwner(t, api, UNO) }).get(
      `${OWNER}/overview`,
    );
    expect(res.status).toBe(200);
    const groups = res.body.data.trainers as {
      trainer: { id: string };
      bonos: Record<string, unknown>[];
    }[];
    const withAna = groups.find((g) => g.trainer.id === ana.id)!;
    expect(withAna.bonos).toEqual([
      {
        id: ids.expired,
        serviceName: 'Paseo educativo',
        sessionsTotal: 5,
        sessionsRemaining: 5,
        expiresOn: addDays(today(), -10),
        expired: true,
        warnings: ['expired_unused'],
      },
      {
        id: ids.soon,
        serviceName: 'Paseo educativo',
        sessionsTotal: 5,
        sessionsRemaining: 1,
        expiresOn: addDays(today(), 10),
        expired: false,
        warnings: ['last_session', 'expiring_soon'],
      },
    ]);
    const withBruno = groups.find((g) => g.trainer.id === bruno.id)!;
    expect(withBruno.bonos.map((b) => b.id)).toEqual([ids.bruno]);
    // Never another owner's bono; a bono says no price nor payments (the account does, issue 45).
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(ids.dos);
    expect(text).not.toContain(ids.gone);
    expect(JSON.stringify(groups.map((g) => g.bonos))).not.toMatch(
      /priceCents|paidCents|paymentState/,
    );
  });

  it('shows a signed-in owner what they owe and paid each trainer, charge by charge (issue 45)', async () => {
    const paid = await api.post(
      '/api/payments',
      { target: 'bono', targetId: ids.soon, amountCents: 18000, method: 'bizum', paidOn: today() },
      ana.token,
    );
    expect(paid.status).toBe(201);
    const res = await asOwner(api, { cookie: await signInOwner(t, api, UNO) }).get(
      `${OWNER}/overview`,
    );
    type Account = {
      chargedCents: number;
      paidCents: number;
      owedCents: number;
      charges: { kind: string; cents: number; paidCents: number; date: string }[];
    };
    const groups = res.body.data.trainers as { trainer: { id: string }; account: Account }[];
    const withAna = groups.find((g) => g.trainer.id === ana.id)!.account;
    // Three bonos of 180 € sold to Uno (the used-up one too); one paid by Bizum.
    expect(withAna).toMatchObject({ chargedCents: 54000, paidCents: 18000, owedCents: 36000 });
    expect(withAna.charges.map((c) => [c.kind, c.cents, c.paidCents])).toEqual([
      ['bono', 18000, 18000],
      ['bono', 18000, 0],
      ['bono', 18000, 0],
    ]);
    expect(groups.find((g) => g.trainer.id === bruno.id)!.account).toMatchObject({
      chargedCents: 18000,
      owedCents: 18000,
    });
    // A booking link shows no money, as it shows no invoices.
    const link = await asOwner(api, { link: dosLink }).get(`${OWNER}/overview`);
    expect(link.body.data.trainers[0].account).toBeNull();
  });

  it("a booking link shows only its own visit's client's bonos", async () => {
    const res = await asOwner(api, { link: dosLink }).get(`${OWNER}/overview`);
    expect(res.body.data.trainers).toHaveLength(1);
    expect(res.body.data.trainers[0].bonos.map((b: { id: string }) => b.id)).toEqual([ids.dos]);
  });
});
