import {
  BOOKING_RULE_MESSAGES,
  DEFAULT_BOOKING_RULES,
  DEFAULT_TIME_ZONE,
  SCHEDULING_MESSAGES,
  addDays,
  dayOfWeek,
  minutesToTime,
  timeToMinutes,
  todayIn,
  zonedToUtc,
} from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { booking, bookOwn, internalRequest } from '../../test/booking-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/** The app's clock: the real time unless a test moves it (and puts it back). */
let nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };

let t: TestApp, api: ApiClient, lucia: Trainer, other: Trainer;
const HOURS = '/api/appointments/weekly-hours';
const EXCEPTIONS = '/api/appointments/availability-exceptions';
const RULES = '/api/appointments/booking-rules';
const REQUEST_URL = '/api/public/appointments/request';

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, other],
  } = await trainerTestApp(['Lucía', 'Otro'], {}, clock));
  return t.close;
});

const today = () => todayIn(DEFAULT_TIME_ZONE, clock.now());
/** The first Monday at least a week from today: every date below is computed from it. */
function nextMonday(): string {
  let date = addDays(today(), 7);
  while (dayOfWeek(date) !== 1) date = addDays(date, 1);
  return date;
}
const monday = nextMonday();
const tuesday = addDays(monday, 1);
const wednesday = addDays(monday, 2);
const saturday = addDays(monday, 5);

/** "HH:mm" every `step` minutes from `from` while a `duration` still ends by `to`. */
function every(from: string, to: string, step = 15, duration = 60): string[] {
  const out: string[] = [];
  for (let m = timeToMinutes(from); m + duration <= timeToMinutes(to); m += step) {
    out.push(minutesToTime(m));
  }
  return out;
}

const offered = async (trainer: Trainer, date: string, duration = 60) => {
  const res = await api.get(
    `/api/appointments/public/available-slots?date=${date}&duration=${duration}&businessId=${trainer.id}`,
  );
  expect(res.status).toBe(200);
  return res.body.data.slots.map((s: { time: string }) => s.time) as string[];
};

/** L–V 09:00–14:00 y 17:00–20:00. */
const WEEKDAYS_PATTERN = {
  ranges: [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, startTime: '09:00', endTime: '14:00' },
    { weekday, startTime: '17:00', endTime: '20:00' },
  ]),
};

describe('weekly hours, exceptions and rules: validation and ownership', () => {
  it('replaces and answers the weekly pattern; refuses overlaps and reversed ranges', async () => {
    expect((await api.get(HOURS, lucia.token)).body.data).toEqual({ ranges: [] });
    const saved = await api.put(HOURS, WEEKDAYS_PATTERN, lucia.token);
    expect(saved.status).toBe(200);
    expect(saved.body.data.ranges).toHaveLength(10);
    expect(saved.body.data.ranges[0]).toEqual({ weekday: 1, startTime: '09:00', endTime: '14:00' });
    const overlap = await api.put(
      HOURS,
      {
        ranges: [
          { weekday: 1, startTime: '09:00', endTime: '14:00' },
          { weekday: 1, startTime: '13:00', endTime: '15:00' },
        ],
      },
      lucia.token,
    );
    expect(overlap.status).toBe(400);
    expect(overlap.body.errors['ranges.1.startTime']).toBe(
      'Los tramos de un mismo día no pueden solaparse',
    );
    const reversed = await api.put(
      HOURS,
      { ranges: [{ weekday: 7, startTime: '10:00', endTime: '09:00' }] },
      lucia.token,
    );
    expect(reversed.status).toBe(400);
    // Nothing changed, and the other trainer has no hours.
    expect((await api.get(HOURS, lucia.token)).body.data.ranges).toHaveLength(10);
    expect((await api.get(HOURS, other.token)).body.data.ranges).toEqual([]);
  });

  it('creates, lists and deletes exceptions; validates them; 404 for another trainer', async () => {
    const bad = [
      [{ kind: 'OPEN', startDate: monday }, 'kind'],
      [{ kind: 'CLOSED', startDate: tuesday, endDate: monday }, 'endDate'],
      [{ kind: 'CLOSED', startDate: monday, startTime: '10:00' }, 'endTime'],
      [{ kind: 'EXTRA', startDate: monday }, 'startTime'],
      [
        {
          kind: 'EXTRA',
          startDate: monday,
          endDate: tuesday,
          startTime: '10:00',
          endTime: '11:00',
        },
        'endDate',
      ],
      [
        { kind: 'CLOSED', startDate: addDays(today(), -3), endDate: addDays(today(), -1) },
        'endDate',
      ],
    ] as const;
    for (const [body, field] of bad) {
      const res = await api.post(EXCEPTIONS, body, lucia.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field], JSON.stringify(body)).toBeTruthy();
    }
    const created = await api.post(
      EXCEPTIONS,
      { kind: 'CLOSED', startDate: addDays(monday, 21), reason: 'Vacaciones' },
      lucia.token,
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      kind: 'CLOSED',
      startDate: addDays(monday, 21),
      endDate: addDays(monday, 21),
      startTime: null,
      endTime: null,
      reason: 'Vacaciones',
    });
    const list = await api.get(EXCEPTIONS, lucia.token);
    expect(list.body.data.exceptions.map((e: { id: string }) => e.id)).toContain(
      created.body.data.id,
    );
    expect((await api.get(EXCEPTIONS, other.token)).body.data.exceptions).toEqual([]);
    expect((await api.del(`${EXCEPTIONS}/${created.body.data.id}`, other.token)).status).toBe(404);
    expect((await api.del(`${EXCEPTIONS}/${created.body.data.id}`, lucia.token)).status).toBe(200);
    expect((await api.del(`${EXCEPTIONS}/${created.body.data.id}`, lucia.token)).status).toBe(404);
  });

  it('answers the default rules until saved; validates each rule', async () => {
    expect((await api.get(RULES, lucia.token)).body.data).toEqual(DEFAULT_BOOKING_RULES);
    const rules = { ...DEFAULT_BOOKING_RULES };
    for (const [field, value] of [
      ['bufferBeforeMinutes', 121],
      ['bufferAfterMinutes', -1],
      ['minNoticeHours', 1.5],
      ['horizonDays', 0],
      ['stepMinutes', 20],
    ] as const) {
      const res = await api.put(RULES, { ...rules, [field]: value }, lucia.token);
      expect(res.status, field).toBe(400);
      expect(res.body.errors[field], field).toBeTruthy();
    }
    const saved = await api.put(RULES, { ...rules, bufferBeforeMinutes: 10 }, other.token);
    expect(saved.body.data.bufferBeforeMinutes).toBe(10);
    expect((await api.get(RULES, lucia.token)).body.data).toEqual(DEFAULT_BOOKING_RULES);
  });
});

describe('offered times from weekly hours, exceptions, slots and rules', () => {
  let appointmentId: string;
  beforeAll(async () => {
    await api.put(HOURS, WEEKDAYS_PATTERN, lucia.token);
    await api.put(
      RULES,
      {
        ...DEFAULT_BOOKING_RULES,
        bufferBeforeMinutes: 15,
        bufferAfterMinutes: 15,
        stepMinutes: 15,
      },
      lucia.token,
    );
    // Monday is a holiday; Tuesday closes 10:00–11:00; Saturday opens 10:00–12:00.
    for (const body of [
      { kind: 'CLOSED', startDate: monday, reason: 'Festivo' },
      { kind: 'CLOSED', startDate: tuesday, startTime: '10:00', endTime: '11:00' },
      { kind: 'EXTRA', startDate: saturday, startTime: '10:00', endTime: '12:00' },
    ]) {
      expect((await api.post(EXCEPTIONS, body, lucia.token)).status).toBe(201);
    }
    // A one-off slot on Wednesday evening extends the pattern.
    await api.post(
      '/api/appointments/availability',
      { date: wednesday, startTime: '20:00', endTime: '21:00' },
      lucia.token,
    );
  });

  it('combines the pattern, the exceptions and the one-off slots, every 15 minutes', async () => {
    expect(await offered(lucia, monday)).toEqual([]);
    expect(await offered(lucia, tuesday)).toEqual([
      '09:00',
      ...every('11:00', '14:00'),
      ...every('17:00', '20:00'),
    ]);
    expect(await offered(lucia, wednesday)).toEqual([
      ...every('09:00', '14:00'),
      ...every('17:00', '21:00'),
    ]);
    expect(await offered(lucia, saturday)).toEqual(every('10:00', '12:00'));
    expect(await offered(lucia, addDays(monday, 6))).toEqual([]);
  });

  it('keeps an appointment plus its buffers free of offers, whatever its status but CANCELLED', async () => {
    appointmentId = await bookOwn(api, lucia, wednesday, '11:00');
    // 11:00–12:00 plus 15 minutes either side: an hour must end by 10:45 or start at 12:15.
    const around = [...every('09:00', '10:45'), ...every('12:15', '14:00')];
    expect((await offered(lucia, wednesday)).filter((t) => t < '17:00')).toEqual(around);
    // Completing it (even ahead of time) keeps its time taken; only cancelling frees it.
    await api.put(`/api/appointments/${appointmentId}`, { status: 'COMPLETED' }, lucia.token);
    expect((await offered(lucia, wednesday)).filter((t) => t < '17:00')).toEqual(around);
    await api.put(`/api/appointments/${appointmentId}`, { status: 'CANCELLED' }, lucia.token);
    expect((await offered(lucia, wednesday)).filter((t) => t < '17:00')).toEqual(
      every('09:00', '14:00'),
    );
    await api.put(`/api/appointments/${appointmentId}`, { status: 'SCHEDULED' }, lucia.token);
  });

  it('the database refuses a booking over a COMPLETED appointment (only CANCELLED frees it)', async () => {
    await api.put(`/api/appointments/${appointmentId}`, { status: 'COMPLETED' }, lucia.token);
    const over = await api.post(
      '/api/appointments/requests',
      internalRequest({ requestedDate: wednesday, requestedTime: '11:30', confirm: true }),
      lucia.token,
    );
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(SCHEDULING_MESSAGES.appointmentOverlap);
    await api.put(`/api/appointments/${appointmentId}`, { status: 'SCHEDULED' }, lucia.token);
  });

  describe('a crafted public request breaking each rule is refused, storing nothing', () => {
    async function refused(date: string, time: string, status: number, message: string) {
      const before = (await api.get('/api/appointments/requests?limit=100', lucia.token)).body.data
        .pagination.total;
      const res = await api.post(
        REQUEST_URL,
        booking(lucia.id, { preferredDate: date, preferredTime: time }),
      );
      expect(res.status, `${date} ${time}`).toBe(status);
      expect(res.body.message, `${date} ${time}`).toBe(message);
      const after = (await api.get('/api/appointments/requests?limit=100', lucia.token)).body.data
        .pagination.total;
      expect(after).toBe(before);
    }

    it('outside the hours, off the step, over the appointment or its buffer', async () => {
      await refused(wednesday, '15:00', 400, BOOKING_RULE_MESSAGES.outsideHours);
      await refused(wednesday, '09:10', 400, BOOKING_RULE_MESSAGES.step(15));
      await refused(wednesday, '11:30', 409, SCHEDULING_MESSAGES.timeNotFree);
      await refused(wednesday, '10:00', 409, BOOKING_RULE_MESSAGES.buffer);
      await refused(wednesday, '12:00', 409, BOOKING_RULE_MESSAGES.buffer);
      await refused(monday, '10:00', 400, SCHEDULING_MESSAGES.noFreeTimes);
      // The neighbours the buffer leaves are accepted.
      const ok = await api.post(
        REQUEST_URL,
        booking(lucia.id, { preferredDate: wednesday, preferredTime: '12:15' }),
      );
      expect(ok.status).toBe(201);
    });

    it('sooner than the notice, and beyond the horizon', async () => {
      const realNow = nowMs;
      try {
        // "Now" is Tuesday 18:00 in Madrid; with 24 h of notice, Wednesday offers from 18:00.
        nowMs = zonedToUtc(tuesday, 18 * 60, DEFAULT_TIME_ZONE).getTime();
        await api.put(
          RULES,
          { ...DEFAULT_BOOKING_RULES, minNoticeHours: 24, stepMinutes: 15, horizonDays: 10 },
          lucia.token,
        );
        expect(await offered(lucia, wednesday)).toEqual(every('18:00', '21:00'));
        await refused(wednesday, '17:00', 400, BOOKING_RULE_MESSAGES.notice(24));
        const far = addDays(tuesday, 11);
        await api.post(
          EXCEPTIONS,
          { kind: 'EXTRA', startDate: far, startTime: '10:00', endTime: '12:00' },
          lucia.token,
        );
        expect(await offered(lucia, far)).toEqual([]);
        await refused(far, '10:00', 400, BOOKING_RULE_MESSAGES.horizon(10));
        // The trainer's own booking may go there all the same.
        const own = await api.post(
          '/api/appointments/requests',
          internalRequest({ requestedDate: far, requestedTime: '10:00', confirm: true }),
          lucia.token,
        );
        expect(own.status).toBe(201);
      } finally {
        nowMs = realNow;
        await api.put(
          RULES,
          {
            ...DEFAULT_BOOKING_RULES,
            bufferBeforeMinutes: 15,
            bufferAfterMinutes: 15,
            stepMinutes: 15,
          },
          lucia.token,
        );
      }
    });
  });

  it('lists upcoming appointments the hours no longer hold, without touching them', async () => {
    const sat = await bookOwn(api, lucia, saturday, '16:00');
    const outside = await api.get(`${HOURS}/outside`, lucia.token);
    const ids = outside.body.data.appointments.map((a: { id: string }) => a.id);
    expect(ids).toContain(sat);
    expect(ids).not.toContain(appointmentId);
    // Closing Wednesdays in the pattern lists the Wednesday appointment too, still SCHEDULED.
    await api.put(
      HOURS,
      { ranges: WEEKDAYS_PATTERN.ranges.filter((r) => r.weekday !== 3) },
      lucia.token,
    );
    const after = (await api.get(`${HOURS}/outside`, lucia.token)).body.data.appointments;
    expect(after.find((a: { id: string }) => a.id === appointmentId)).toMatchObject({
      status: 'SCHEDULED',
      scheduledTime: '11:00',
    });
    await api.put(HOURS, WEEKDAYS_PATTERN, lucia.token);
  });
});
