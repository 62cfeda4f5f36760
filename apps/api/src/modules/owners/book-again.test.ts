import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { inDays } from '../../test/booking-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';
import { OWNER, asOwner, bookFor, signInOwner } from '../../test/owner-fixtures.ts';

/**
 * Issue 27, Mi área's "Pedir otra cita": per trainer, the booking page's address and the owner and
 * dog of the latest booking, to fill the page in.
 */
let t: TestApp, api: ApiClient, ana: Trainer, bruno: Trainer;
const EMAIL = 'otra.cita@example.com';

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [ana, bruno],
  } = await trainerTestApp(['Ana', 'Bruno']));
  const settings = {
    cancellationNoticeHours: 24,
    businessName: 'Adiestramiento Núñez',
    contactPhone: null,
    sessionPlace: null,
  };
  expect((await api.put('/api/owner-area/settings', settings, ana.token)).status).toBe(200);
  await bookFor(t, api, ana, EMAIL, { date: inDays(5), time: '10:00' }, { dogName: 'Luna' });
  await bookFor(
    t,
    api,
    ana,
    EMAIL,
    { date: inDays(3), time: '12:00' },
    { clientName: 'Pablo Gil Ruiz', dogName: 'Toby', dogBreed: 'Beagle', dogAge: '0.5' },
  );
  await bookFor(t, api, bruno, EMAIL, { date: inDays(4), time: '10:00' }, { dogName: 'Luna' });
  return t.close;
});

describe('Pedir otra cita (Mi área)', () => {
  it("gives each trainer's booking page and the latest booking's owner and dog", async () => {
    const cookie = await signInOwner(t, api, EMAIL);
    const res = await asOwner(api, { cookie }).get(`${OWNER}/overview`);
    expect(res.status).toBe(200);
    const groups = res.body.data.trainers as {
      trainer: { id: string };
      bookAgain: Record<string, unknown>;
    }[];
    const ofAna = groups.find((g) => g.trainer.id === ana.id)!;
    // Booked last (not the soonest visit), at the business name's readable address.
    expect(ofAna.bookAgain).toEqual({
      path: '/reservar/adiestramiento-nunez',
      clientName: 'Pablo Gil Ruiz',
      clientEmail: EMAIL,
      clientPhone: '612345678',
      dogName: 'Toby',
      dogBreed: 'Beagle',
      dogAge: 0.5,
    });
    const ofBruno = groups.find((g) => g.trainer.id === bruno.id)!;
    expect(ofBruno.bookAgain).toMatchObject({
      path: `/book-appointment/${bruno.id}`,
      dogName: 'Luna',
    });
  });
});
