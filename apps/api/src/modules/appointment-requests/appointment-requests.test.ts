import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { parseIcs } from '../../test/parse-ics.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';
import { addDays } from '@adiestra/shared';
import {
  createPendingRequest,
  inDays,
  internalRequest,
  nextSpringForward,
} from '../../test/booking-fixtures.ts';

/** A future day with Madrid's spring clock change, computed from today. */
const springForward = nextSpringForward();

let t: TestApp, api: ApiClient, lucia: Trainer, other: Trainer;
const URL = '/api/appointments/requests';

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, other],
  } = await trainerTestApp(['Lucía', 'Otro']));
  return t.close;
});

const approve = (id: string, body: unknown, token = lucia.token) =>
  api.post(`${URL}/${id}/approve`, body, token);
const reject = (id: string, body: unknown, token = lucia.token) =>
  api.post(`${URL}/${id}/reject`, body, token);
const mailsTo = (to: string) => t.mails.filter((m) => m.to === to);

describe('internal request form (SPEC §5)', () => {
  it.each([
    [{ clientName: ' ' }, 'clientName', 'El nombre del cliente es requerido'],
    [
      { clientEmail: '', clientPhone: '' },
      'clientEmail',
      'Indica un email o un teléfono para poder contactar con él',
    ],
    [{ clientEmail: 'pablo@@x' }, 'clientEmail', 'El email no es válido'],
    [{ clientPhone: '0612345678' }, 'clientPhone', 'El teléfono no es válido'],
    [{ clientPhone: '+34 612 345 678 901 23' }, 'clientPhone', 'El teléfono no es válido'],
    [{ clientPhone: '612-345-678' }, 'clientPhone', 'El teléfono no es válido'],
    [{ dogName: '' }, 'dogName', 'El nombre del perro es requerido'],
    [{ requestedDate: '' }, 'requestedDate', 'La fecha es requerida'],
    [{ requestedDate: '2030-02-29' }, 'requestedDate', 'Fecha no válida. Use formato YYYY-MM-DD'],
    [{ requestedDate: inDays(-1) }, 'requestedDate', 'La fecha no puede ser en el pasado'],
    [{ requestedTime: '' }, 'requestedTime', 'La hora es requerida'],
    [{ serviceType: '' }, 'serviceId', 'El tipo de servicio es requerido'],
    [
      { serviceType: undefined, serviceId: 'otro' },
      'serviceId',
      'El tipo de servicio es requerido',
    ],
    [{ dogAge: 21 }, 'dogAge', 'La edad debe estar entre 0 y 20 años'],
    [{ dogAge: -1 }, 'dogAge', 'La edad debe estar entre 0 y 20 años'],
    [{ dogAge: 'mucho' }, 'dogAge', 'La edad debe estar entre 0 y 20 años'],
    // Any service's length is taken (issue 18), within the catalogue's limits.
    [{ duration: 10 }, 'duration', 'La duración debe estar entre 15 y 480 minutos'],
    [{ duration: 45.5 }, 'duration', 'La duración debe estar entre 15 y 480 minutos'],
    [{ duration: 481 }, 'duration', 'La duración debe estar entre 15 y 480 minutos'],
  ])('refuses %j', async (overrides, field, message) => {
    const res = await api.post(URL, internalRequest(overrides), lucia.token);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it("records a PENDING request with trimmed texts and a puppy's age in decimal years", async () => {
    const res = await api.post(
      URL,
      internalRequest({
        clientName: '  Pablo Gil ',
        dogAge: '0.5',
        clientPhone: '+34 612 345 678',
      }),
      lucia.token,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Solicitud creada');
    expect(res.body.data).toMatchObject({
      clientName: 'Pablo Gil',
      dogAge: 0.5,
      status: 'PENDING',
      source: 'internal',
      consentAt: null,
      notes: null,
    });
  });

  it('with confirm, approves it at once, creates the appointment and mails the owner', async () => {
    const mails = mailsTo('confirmada@example.com').length;
    const body = internalRequest({
      clientEmail: 'confirmada@example.com',
      requestedTime: '16:00',
      confirm: true,
    });
    const res = await api.post(URL, body, lucia.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Cita creada', data: { status: 'APPROVED' } });
    const list = await api.get(`/api/appointments?date=${body.requestedDate}`, lucia.token);
    expect(list.body.data.appointments).toEqual([
      expect.objectContaining({
        requestId: res.body.data.id,
        scheduledTime: '16:00',
        status: 'SCHEDULED',
      }),
    ]);
    await t.app.outbox.drain();
    expect(mailsTo('confirmada@example.com')).toHaveLength(mails + 1);

    const clash = await api.post(
      URL,
      { ...body, requestedTime: '16:30', clientName: 'Choque' },
      lucia.token,
    );
    expect(clash.status).toBe(409);
    expect(clash.body.errors.requestedTime).toBe(
      'Ya tienes una cita programada que se solapa con ese horario',
    );
    const all = (await api.get(`${URL}?limit=100`, lucia.token)).body.data.requests;
    expect(all.some((r: any) => r.clientName === 'Choque')).toBe(false);
  });
});

describe('a client reached by phone only (issue 27.3)', () => {
  it('books without an e-mail, and no mail is written to nobody', async () => {
    const before = t.mails.length;
    const body = internalRequest({
      clientName: 'Solo Teléfono',
      clientEmail: '',
      clientPhone: '622 33 44 55',
      requestedTime: '18:00',
      confirm: true,
    });
    const res = await api.post(URL, body, lucia.token);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ clientEmail: '', status: 'APPROVED' });
    await t.app.outbox.drain();
    expect(t.mails.slice(before).filter((m) => m.to.trim() === '')).toEqual([]);
  });
});

describe('request list', () => {
  it('filters by status, searches, paginates and keeps tenants apart', async () => {
    const mine = await createPendingRequest(api, lucia, {
      clientName: 'Búsqueda Única',
      dogName: 'Chispa',
    });
    await createPendingRequest(api, other, { clientName: 'Búsqueda Única' });
    const found = await api.get(`${URL}?search=${encodeURIComponent('única')}`, lucia.token);
    expect(found.body.data.requests.map((r: any) => r.id)).toEqual([mine]);
    const byDog = await api.get(`${URL}?search=chispa&status=PENDING`, lucia.token);
    expect(byDog.body.data.requests).toHaveLength(1);
    expect(
      (await api.get(`${URL}?search=chispa&status=APPROVED`, lucia.token)).body.data.requests,
    ).toEqual([]);
    const page = await api.get(`${URL}?limit=1&page=2`, lucia.token);
    expect(page.body.data.pagination).toMatchObject({ page: 2, limit: 1 });
    expect(page.body.data.requests).toHaveLength(1);
    const bad = await api.get(`${URL}?status=DONE`, lucia.token);
    expect(bad.status).toBe(400);
  });
});

describe('approve and reject', () => {
  it('approve needs a date from today and a time', async () => {
    const id = await createPendingRequest(api, lucia);
    for (const body of [{}, { scheduledDate: inDays(3) }, { scheduledTime: '10:00' }]) {
      const res = await approve(id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Por favor completa todos los campos requeridos');
    }
    const past = await approve(id, { scheduledDate: inDays(-1), scheduledTime: '10:00' });
    expect(past.body.errors.scheduledDate).toBe('La fecha no puede ser en el pasado');
    // 02:30 does not exist in Madrid on the last Sunday of March.
    const skipped = await approve(id, { scheduledDate: springForward, scheduledTime: '02:30' });
    expect(skipped.body.errors.scheduledTime).toBe(
      'Esa hora no existe ese día por el cambio de hora',
    );
  });

  it('refuses a visit that spans the hour skipped in spring: it would overlap the next in real time', async () => {
    // The last Sunday of March in Madrid: 02:00 jumps to 03:00, so 01:30 + 60 min ends at 03:30.
    const spanning = await createPendingRequest(api, lucia);
    const res = await approve(spanning, { scheduledDate: springForward, scheduledTime: '01:30' });
    expect(res.status).toBe(400);
    expect(res.body.errors.scheduledTime).toBe(
      'La cita abarca la hora que no existe ese día por el cambio de hora',
    );
    // Refused before anything changed: the request is still pending and can be approved at 03:00.
    const again = await approve(spanning, { scheduledDate: springForward, scheduledTime: '03:00' });
    expect(again.status).toBe(200);
    // Ending exactly as the clock jumps is a real hour.
    const before = await createPendingRequest(api, lucia);
    expect(
      (await approve(before, { scheduledDate: springForward, scheduledTime: '01:00' })).status,
    ).toBe(200);
  });

  it('creates the appointment, marks the request APPROVED and mails a calendar file', async () => {
    const id = await createPendingRequest(api, lucia, { clientEmail: 'owner.ics@example.com' });
    const res = await approve(id, {
      scheduledDate: springForward,
      scheduledTime: '10:00',
      notes: 'Traer correa',
    });
    expect(res.status).toBe(200);
    const [year, , day] = springForward.split('-');
    expect(res.body.data.request).toMatchObject({ id, status: 'APPROVED' });
    expect(res.body.data.appointment).toMatchObject({
      requestId: id,
      scheduledDate: springForward,
      scheduledTime: '10:00',
      duration: 60,
      status: 'SCHEDULED',
      notes: 'Traer correa',
      clientEmail: 'owner.ics@example.com',
    });

    await t.app.outbox.drain();
    expect(mailsTo('owner.ics@example.com')).toHaveLength(2);
    const mail = mailsTo('owner.ics@example.com')[1]!;
    expect(mail.subject).toBe('Tu cita con Lucía García está confirmada');
    expect(mail.text).toContain(`domingo, ${Number(day)} de marzo de ${year}`);
    const attachment = mail.attachments![0]!;
    expect(attachment.filename).toBe('cita.ics');
    const event = parseIcs(attachment.content as string).children[0]!;
    // Summer time has begun that morning: 10:00 in Madrid is 08:00 UTC.
    expect(event.props.DTSTART?.value).toBe(`${year}03${day}T080000Z`);
    expect(event.props.DTEND?.value).toBe(`${year}03${day}T090000Z`);
    expect(event.props.UID?.value).toBe(`${res.body.data.appointment.id}@adiestra`);
    expect(event.props.SUMMARY?.value).toBe('Entrenamiento Básico con Lucía García');
    expect(event.props.DESCRIPTION?.value).toContain('Traer correa');

    const again = await approve(id, {
      scheduledDate: addDays(springForward, 2),
      scheduledTime: '10:00',
    });
    expect(again.status).toBe(409);
    expect((await reject(id, { reason: 'Tarde' })).status).toBe(409);
  });

  it('refuses an approval that overlaps a scheduled appointment', async () => {
    const first = await createPendingRequest(api, lucia);
    const second = await createPendingRequest(api, lucia);
    expect(
      (await approve(first, { scheduledDate: addDays(springForward, 36), scheduledTime: '10:00' }))
        .status,
    ).toBe(200);
    const clash = await approve(second, {
      scheduledDate: addDays(springForward, 36),
      scheduledTime: '10:30',
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Ya tienes una cita programada que se solapa con ese horario');
    const pending = (await api.get(`${URL}?status=PENDING&limit=100`, lucia.token)).body.data
      .requests;
    expect(pending.some((r: any) => r.id === second)).toBe(true);
    expect(
      (await approve(second, { scheduledDate: addDays(springForward, 36), scheduledTime: '11:00' }))
        .status,
    ).toBe(200);
  });

  it('rejects with a reason kept and mailed to the owner', async () => {
    const id = await createPendingRequest(api, lucia, { clientEmail: 'rechazo@example.com' });
    const empty = await reject(id, { reason: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.reason).toBe('Por favor proporciona una razón para el rechazo');
    const res = await reject(id, { reason: 'No trabajo ese día' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'No trabajo ese día',
    });
    await t.app.outbox.drain();
    expect(mailsTo('rechazo@example.com')).toHaveLength(2);
    expect(mailsTo('rechazo@example.com')[1]!.text).toContain('Motivo: No trabajo ese día');
    expect((await approve(id, { scheduledDate: inDays(5), scheduledTime: '10:00' })).status).toBe(
      409,
    );
  });

  it("answers 404 for another trainer's request, and changes nothing", async () => {
    const id = await createPendingRequest(api, lucia);
    expect(
      (await approve(id, { scheduledDate: inDays(5), scheduledTime: '10:00' }, other.token)).status,
    ).toBe(404);
    expect((await reject(id, { reason: 'No' }, other.token)).status).toBe(404);
    expect(
      (
        await approve('00000000-0000-7000-8000-000000000000', {
          scheduledDate: inDays(5),
          scheduledTime: '10:00',
        })
      ).status,
    ).toBe(404);
    const mine = (await api.get(`${URL}?status=PENDING&limit=100`, lucia.token)).body.data.requests;
    expect(mine.some((r: any) => r.id === id)).toBe(true);
    const theirs = (await api.get(`${URL}?limit=100`, other.token)).body.data.requests;
    expect(theirs.some((r: any) => r.id === id)).toBe(false);
  });

  it('needs a session', async () => {
    expect((await api.get(URL)).status).toBe(401);
    expect((await api.post(URL, internalRequest())).status).toBe(401);
  });
});
