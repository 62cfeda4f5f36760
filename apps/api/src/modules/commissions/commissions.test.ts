import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMMISSION_FILE_COLUMNS,
  COMMISSION_MESSAGES,
  addMonths,
  monthDays,
  todayIn,
  type CommissionReport,
} from '@adiestra/shared';
import { appointments, classEnrolments, classes, trainingSessions } from '../../db/schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { createRecord, type ApiClient } from '../../test/api-client.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { addMember } from '../../test/staff-fixtures.ts';
import { testClock, trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/** The commission report (issue 39, decision 0143): rules per service, per trainer and month. */

const clock = testClock();
// Last month: every visit and class of it is behind the clock.
const month = addMonths(todayIn('Europe/Madrid', clock.now()), -1).slice(0, 7);
const { from, to } = monthDays(month);
const nextMonthFirst = monthDays(addMonths(from, 1).slice(0, 7)).from;

let t: TestApp, api: ApiClient, lucia: Trainer, marta: Trainer;
let pablo: Awaited<ReturnType<typeof addMember>>, rosa: Awaited<ReturnType<typeof addMember>>;
let walkId: string, trainingId: string, groupId: string, martasServiceId: string;
let clientId: string, dogId: string;

async function appointmentOf(
  trainerId: string,
  serviceId: string,
  date: string,
  status: 'COMPLETED' | 'CANCELLED',
) {
  await t.database.db.insert(appointments).values({
    id: uuidv7(),
    businessId: lucia.id,
    trainerId,
    clientId,
    dogId,
    serviceId,
    clientName: 'Ana Pérez',
    clientEmail: 'ana.comisiones@example.com',
    clientPhone: '611000111',
    dogName: 'Luna',
    scheduledDate: date,
    scheduledTime: status === 'CANCELLED' ? '12:00' : '10:00',
    duration: 45,
    serviceType: 'individual',
    status,
    ...(status === 'CANCELLED' ? { cancelledBy: 'trainer' as const } : {}),
  });
}

/** A session that records no appointment, at an instant (its day is read in Europe/Madrid). */
async function sessionOf(trainerId: string, at: Date) {
  await t.database.db.insert(trainingSessions).values({
    id: uuidv7(),
    businessId: lucia.id,
    trainerId,
    dogId,
    serviceId: trainingId,
    date: at,
    duration: 60,
    objectives: 'Paseo sin tirar',
    activities: 'Correa suelta',
  });
}

/** A held class of `trainerId` with two live places and one cancelled. */
async function classOf(trainerId: string, date: string) {
  const classId = uuidv7();
  await t.database.db.insert(classes).values({
    id: classId,
    businessId: lucia.id,
    trainerId,
    serviceId: groupId,
    classDate: date,
    classTime: '18:00',
    duration: 60,
    places: 5,
    priceCents: 1500,
  });
  const dogs = [dogId, await dogOf('Kira'), await dogOf('Bruno')];
  await t.database.db.insert(classEnrolments).values(
    dogs.map((dog, i) => ({
      id: uuidv7(),
      businessId: lucia.id,
      classId,
      clientId,
      dogId: dog,
      ...(i === 2 ? { status: 'cancelled' as const, cancelledAt: clock.now() } : {}),
    })),
  );
}

const dogOf = async (name: string) =>
  (await createRecord(api, '/api/dogs', { name, breed: 'Mestiza', clientId }, lucia.token))
    .id as string;

const report = async (token = lucia.token, mes = month) =>
  api.get<{ data: CommissionReport; message: string }>(`/api/commissions/report?mes=${mes}`, token);

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, marta],
  } = await trainerTestApp(['Lucía', 'Marta'], {}, clock));
  pablo = await addMember(t, api, lucia.token, 'adiestrador', undefined, 'Pablo Ruiz');
  rosa = await addMember(t, api, lucia.token, 'recepcion', undefined, 'Rosa Martín');
  const service = (body: Record<string, unknown>, token = lucia.token) =>
    createRecord(api, '/api/services', serviceBody(body), token).then((s) => s.id as string);
  walkId = await service({ name: 'Paseo guiado', priceCents: 3500 });
  trainingId = await service({ name: 'Adiestramiento', priceCents: 4999 });
  groupId = await service({ name: 'Clase de cachorros', kind: 'group', duration: 60 });
  martasServiceId = await service({ name: 'Paseo', priceCents: 3000 }, marta.token);
  clientId = (
    await createRecord(
      api,
      '/api/clients',
      { name: 'Ana Pérez', email: 'ana.comisiones@example.com', phone: '611000111' },
      lucia.token,
    )
  ).id;
  dogId = await dogOf('Luna');

  // Lucía: a visit on the 1st, one cancelled, one of the next month, and a session at 00:30 of
  // the 1st in Madrid (still the previous month in UTC).
  await appointmentOf(lucia.id, walkId, from, 'COMPLETED');
  await appointmentOf(lucia.id, walkId, `${month}-10`, 'CANCELLED');
  await appointmentOf(lucia.id, walkId, nextMonthFirst, 'COMPLETED');
  await sessionOf(lucia.id, madridMidnightPlus(from, 30));
  // Pablo: a visit on the last day, a session at 00:30 of the next month in Madrid (the last day
  // in UTC), and a class with two dogs.
  await appointmentOf(pablo.id, trainingId, to, 'COMPLETED');
  await sessionOf(pablo.id, madridMidnightPlus(nextMonthFirst, 30));
  await classOf(pablo.id, `${month}-20`);
  return t.close;
});

/** `minutes` after midnight of `date` in Europe/Madrid, as an instant. */
function madridMidnightPlus(date: string, minutes: number) {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  const madrid = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Madrid',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(utcMidnight);
  const offsetHours = Number(madrid);
  return new Date(utcMidnight.getTime() + (minutes - offsetHours * 60) * 60_000);
}

describe('commission rules', () => {
  it('a percentage or a fixed amount per service, one of the two, 400 otherwise', async () => {
    const both = await api.put(
      `/api/commissions/rules/${walkId}`,
      { percentBasisPoints: 1000, fixedCents: 500 },
      lucia.token,
    );
    expect(both.status).toBe(400);
    expect(both.body.message).toContain(COMMISSION_MESSAGES.exactlyOne);
    const tooMuch = await api.put(
      `/api/commissions/rules/${walkId}`,
      { percentBasisPoints: 10001 },
      lucia.token,
    );
    expect(tooMuch.status).toBe(400);

    const fixed = await api.put(
      `/api/commissions/rules/${walkId}`,
      { fixedCents: 800 },
      lucia.token,
    );
    expect(fixed.status).toBe(200);
    // A second save replaces the first: one rule per service.
    await api.put(`/api/commissions/rules/${walkId}`, { fixedCents: 1000 }, lucia.token);
    await api.put(
      `/api/commissions/rules/${trainingId}`,
      { percentBasisPoints: 1250 },
      lucia.token,
    );
    await api.put(`/api/commissions/rules/${groupId}`, { percentBasisPoints: 3000 }, lucia.token);
    const { body } = await api.get('/api/commissions/rules', lucia.token);
    const byName = Object.fromEntries(
      body.data.rules.map((r: { serviceName: string }) => [r.serviceName, r]),
    );
    expect(byName['Paseo guiado']).toMatchObject({ fixedCents: 1000, percentBasisPoints: null });
    expect(byName['Adiestramiento']).toMatchObject({ fixedCents: null, percentBasisPoints: 1250 });
  });

  it('the database holds one kind per rule', async () => {
    await expect(
      t.database.sql`update commission_rules set fixed_cents = 5 where service_id = ${trainingId}`,
    ).rejects.toThrow(/commission_rules_one_kind_check/);
  });

  it("another business's service is not found; adiestrador and recepción are refused", async () => {
    const foreign = await api.put(
      `/api/commissions/rules/${martasServiceId}`,
      { fixedCents: 100 },
      lucia.token,
    );
    expect(foreign.status).toBe(404);
    expect((await api.del(`/api/commissions/rules/${martasServiceId}`, lucia.token)).status).toBe(
      404,
    );
    for (const token of [pablo.token, rosa.token]) {
      expect((await api.get('/api/commissions/rules', token)).status).toBe(403);
      expect((await report(token)).status).toBe(403);
      expect(
        (await api.put(`/api/commissions/rules/${walkId}`, { fixedCents: 1 }, token)).status,
      ).toBe(403);
    }
    // Marta's report knows nothing of Lucía's business.
    const martas = await report(marta.token);
    expect(martas.body.data.trainers.map((tr) => tr.name)).toEqual(['Marta García']);
    expect(martas.body.data.trainers[0]!.lines).toEqual([]);
  });
});

describe('the monthly report', () => {
  it('per trainer: visits and classes given, list price, charged and commission', async () => {
    const res = await report();
    expect(res.status).toBe(200);
    const [luciaRow, pabloRow, ...rest] = res.body.data.trainers;
    expect(rest).toEqual([]); // Rosa gives nothing: recepción does not train
    expect(luciaRow!.trainerId).toBe(lucia.id);
    // The cancelled visit and next month's are not there; the session at 00:30 of the 1st is.
    expect(luciaRow!.lines.map((l) => [l.kind, l.date, l.serviceName])).toEqual([
      ['visit', from, 'Paseo guiado'],
      ['visit', from, 'Adiestramiento'],
    ]);
    // Fixed 10 € per visit; 12,5 % of 49,99 € = 6,24875 €, rounded half up to 6,25 €.
    expect(luciaRow!.totals).toEqual({
      visits: 2,
      classes: 0,
      listCents: 8499,
      chargedCents: 8499,
      commissionCents: 1000 + 625,
    });
    expect(pabloRow!.trainerId).toBe(pablo.id);
    expect(pabloRow!.lines.map((l) => [l.kind, l.date, l.attendees])).toEqual([
      ['class', `${month}-20`, 2],
      ['visit', to, 1],
    ]);
    // The class counts once: two live places at 15 €, 30 % of what they were charged.
    expect(pabloRow!.lines[0]).toMatchObject({
      listCents: 3000,
      chargedCents: 3000,
      commissionCents: 900,
    });
    expect(pabloRow!.totals).toEqual({
      visits: 1,
      classes: 1,
      listCents: 7999,
      chargedCents: 7999,
      commissionCents: 900 + 625,
    });
  });

  it('a month is AAAA-MM: anything else is 400 with a Spanish message', async () => {
    for (const mes of ['2026-13', '2026-1', 'noviembre', '']) {
      const res = await report(lucia.token, mes);
      expect(res.status, mes).toBe(400);
      expect(res.body.message).toContain(COMMISSION_MESSAGES.month);
    }
  });

  it('the CSV: ";", decimal comma, the columns and a total per trainer', async () => {
    const res = await api.get(`/api/commissions/report.csv?mes=${month}`, lucia.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="comisiones-${month}.csv"`,
    );
    const rows = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows[0]).toEqual([...COMMISSION_FILE_COLUMNS]);
    const [d, m, y] = [from.slice(8), from.slice(5, 7), from.slice(0, 4)];
    expect(rows[1]).toEqual([
      'Lucía García',
      'Visita',
      `${d}/${m}/${y}`,
      'Paseo guiado',
      'Ana Pérez',
      '1',
      '35,00',
      '35,00',
      '10,00',
    ]);
    expect(rows[3]!.slice(0, 2)).toEqual(['Lucía García', 'Total']);
    expect(rows[3]!.slice(6)).toEqual(['84,99', '84,99', '16,25']);
  });

  it('the XLSX: euros as numbers with a currency format, days as dates', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/commissions/report.xlsx?mes=${month}`,
      headers: { authorization: `Bearer ${lucia.token}` },
    });
    expect(res.statusCode).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...COMMISSION_FILE_COLUMNS]);
    const pabloClass = sheet.getRow(5);
    expect(pabloClass.getCell(1).value).toBe('Pablo Ruiz');
    expect(pabloClass.getCell(3).value).toEqual(new Date(`${month}-20T00:00:00.000Z`));
    expect(pabloClass.getCell(6).value).toBe(2);
    expect(pabloClass.getCell(7).value).toBe(30);
    expect(pabloClass.getCell(9).value).toBe(9);
    expect(pabloClass.getCell(9).numFmt).toBe('#,##0.00 "€"');
    expect(sheet.getRow(7).getCell(9).value).toBe(15.25);
  });
});

describe('removing a rule', () => {
  it("the service's lines earn nothing after it; the others keep theirs", async () => {
    expect((await api.del(`/api/commissions/rules/${walkId}`, lucia.token)).status).toBe(204);
    const { body } = await api.get('/api/commissions/rules', lucia.token);
    expect(
      body.data.rules.find((r: { serviceId: string }) => r.serviceId === walkId),
    ).toMatchObject({ fixedCents: null, percentBasisPoints: null });
    const [luciaRow] = (await report()).body.data.trainers;
    expect(luciaRow!.totals.commissionCents).toBe(625);
  });
});
