import { addDays, zonedToUtc } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSweeps } from '../../lib/sweeps.ts';
import { MovableClock } from '../../lib/test-clock.ts';
import type { ApiClient } from '../../test/api-client.ts';
import { createPendingRequest, inDays } from '../../test/booking-fixtures.ts';
import { addMember } from '../../test/staff-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * The daily agenda per trainer (issue 39, decision 0140): each trainer gets their own day; and
 * in a school the owner's confirmation, its calendar file and the reminder name the trainer.
 */
const clock = new MovableClock();
let t: TestApp, api: ApiClient, lucia: Trainer, pablo: Trainer, rosa: Trainer;
const date = inDays(20);

async function book(time: string, dogName: string) {
  // Asked of Lucía by name: "Cualquiera" would give the second booking to Pablo (decision 0139).
  const id = await createPendingRequest(api, lucia, {
    clientEmail: `${dogName}@example.com`,
    dogName,
    trainerId: lucia.id,
  });
  const res = await api.post(
    `/api/appointments/requests/${id}/approve`,
    { scheduledDate: date, scheduledTime: time },
    lucia.token,
  );
  expect(res.status).toBe(200);
  return res.body.data.appointment.id as string;
}

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia],
  } = await trainerTestApp(['Lucía'], {}, clock));
  pablo = await addMember(t, api, lucia.token, 'adiestrador', undefined, 'Pablo Ruiz');
  rosa = await addMember(t, api, lucia.token, 'recepcion', undefined, 'Rosa Martín');
  await book('09:30', 'Rocky');
  const his = await book('11:00', 'Nala');
  // Given to Pablo as the handover would.
  await t.database.sql`update appointments set trainer_id = ${pablo.id} where id = ${his}`;
  return t.close;
});

const agendasTo = (email: string) =>
  t.mails.filter((m) => m.to === email && /Tu agenda/.test(m.subject));

describe('the daily agenda per trainer', () => {
  it('goes to each trainer with their own day, once, and not to recepción', async () => {
    const settings = await api.put(
      '/api/reminders/settings',
      { leadMinutes: null, dailyAgenda: true },
      lucia.token,
    );
    expect(settings.status).toBe(200);
    for (const minute of [7 * 60 + 1, 8 * 60]) {
      clock.set(zonedToUtc(date, minute, 'Europe/Madrid'));
      await runSweeps(t.app);
    }
    const [own] = agendasTo(lucia.email);
    const [his] = agendasTo(pablo.email);
    expect(agendasTo(lucia.email)).toHaveLength(1);
    expect(agendasTo(pablo.email)).toHaveLength(1);
    expect(own!.text).toContain('09:30: Rocky');
    expect(own!.text).not.toContain('Nala');
    expect(his!.text).toContain('11:00: Nala');
    expect(his!.text).not.toContain('Rocky');
    expect(agendasTo(rosa.email)).toEqual([]);
  });

  it('names the trainer who gives it in the confirmation, its .ics and the reminder', async () => {
    const confirmation = t.mails.find(
      (m) => m.to === 'nala@example.com' && /confirmada/.test(m.subject),
    )!;
    // Approved by Lucía, who then gave it to Pablo: the confirmation named her, in a school.
    expect(confirmation.text).toMatch(/Adiestrador\/a:\s*Lucía García/);
    const ics = confirmation.attachments?.[0]?.content as string;
    expect(ics.replace(/\r\n /g, '')).toContain('Adiestrador/a: Lucía García');
    await api.put(
      '/api/reminders/settings',
      { leadMinutes: 1440, dailyAgenda: false },
      lucia.token,
    );
    clock.set(zonedToUtc(addDays(date, -1), 11 * 60 + 30, 'Europe/Madrid'));
    await runSweeps(t.app);
    const reminder = t.mails.find(
      (m) => m.to === 'nala@example.com' && m.subject.startsWith('Recordatorio'),
    )!;
    expect(reminder.text).toMatch(/Adiestrador\/a:\s*Pablo Ruiz/);
  });
});
