import { addDays, timeToMinutes, todayIn, zonedToUtc } from '@adiestra/shared';
import { beforeAll, expect } from 'vitest';
import { createRecord, type ApiClient } from './api-client.ts';
import { fiscalProfileBody } from './invoice-fixtures.ts';
import { serviceBody } from './service-fixtures.ts';
import { testClock, trainerTestApp, type TestApp, type Trainer } from './test-app.ts';

/** What a money test's `beforeAll` leaves ready. */
export interface MoneyWorld {
  t: TestApp;
  api: ApiClient;
  /** Lucía sells the classes and courses; Bruno is the other trainer of the isolation checks. */
  lucia: Trainer;
  bruno: Trainer;
  /** Lucía's group service "Clase de cachorros", 15,00 € a class. */
  serviceId: string;
  /** Lucía's bono of that service: 2 sessions for 28,00 €, valid 90 days. */
  templateId: string;
}

/**
 * The opening the money tests of classes and courses share (decisions 0084, 0099): an app on a
 * clock of the test's, Lucía and Bruno with their fiscal profiles (so invoices can be issued),
 * Lucía's group service and its bono; and the helpers those tests read money with. Call it at
 * the top of the file: it registers the file's `beforeAll`, and `world()` is ready inside tests.
 * `label` names the clients ("Cliente Clase 1", clase1@example.com) so each file's are its own.
 */
export function moneyFixture(label: string) {
  const clock = testClock();
  let ready: MoneyWorld | undefined;
  let count = 0;

  beforeAll(async () => {
    const {
      t,
      api,
      trainers: [lucia, bruno],
    } = await trainerTestApp(['Lucía', 'Bruno'], {}, clock);
    const serviceId = (
      await createRecord(
        api,
        '/api/services',
        serviceBody({ name: 'Clase de cachorros', kind: 'group', duration: 60, priceCents: 1500 }),
        lucia.token,
      )
    ).id as string;
    const templateId = (
      await createRecord(
        api,
        '/api/bonos/templates',
        { serviceId, sessions: 2, priceCents: 2800, validityDays: 90 },
        lucia.token,
      )
    ).id as string;
    for (const trainer of [lucia, bruno])
      expect(
        (await api.put('/api/invoices/profile', fiscalProfileBody(), trainer.token)).status,
      ).toBe(200);
    ready = { t, api, lucia, bruno, serviceId, templateId };
    return t.close;
  });

  const world = () => {
    if (!ready) throw new Error('moneyFixture: world() before its beforeAll ran');
    return ready;
  };
  const today = () => todayIn('Europe/Madrid', clock.now());
  const inDays = (days: number) => addDays(today(), days);
  const startOf = (date: string, time = '18:00') =>
    zonedToUtc(date, timeToMinutes(time), 'Europe/Madrid');

  /** A fresh client of Lucía's with `dogs` dogs, and a bono of 2 sessions when `bono`. */
  async function client(options: { bono?: boolean; dogs?: number } = {}) {
    const { api, lucia, templateId } = world();
    count += 1;
    const lower = label.toLowerCase();
    const created = await createRecord(
      api,
      '/api/clients',
      {
        name: `Cliente ${label} ${count}`,
        email: `${lower}${count}@example.com`,
        phone: '611000555',
      },
      lucia.token,
    );
    const dogIds: string[] = [];
    for (let i = 0; i < (options.dogs ?? 1); i++)
      dogIds.push(
        (
          await createRecord(
            api,
            '/api/dogs',
            { name: `Luna ${i + 1}`, breed: 'Mestiza', clientId: created.id },
            lucia.token,
          )
        ).id,
      );
    const bonoId = options.bono
      ? (
          await createRecord(
            api,
            '/api/bonos',
            { templateId, clientId: created.id, soldOn: today() },
            lucia.token,
          )
        ).id
      : null;
    return { clientId: created.id as string, dogIds, bonoId: bonoId as string | null };
  }

  const remaining = async (bonoId: string) =>
    (await world().api.get(`/api/bonos/${bonoId}`, world().lucia.token)).body.data
      .sessionsRemaining as number;

  const balance = async (clientId: string) =>
    (await world().api.get(`/api/payments/clients/${clientId}/balance`, world().lucia.token)).body
      .data as {
      chargedCents: number;
      owedCents: number;
      charges: { kind: string; concept: string; date: string; cents: number }[];
    };

  /** Runs `fn` with the clock at `when`, then puts it back. */
  async function at<T>(when: Date, fn: () => Promise<T>) {
    const real = clock.now();
    clock.set(when);
    try {
      return await fn();
    } finally {
      clock.set(real);
    }
  }

  return { clock, world, today, inDays, startOf, client, remaining, balance, at };
}
