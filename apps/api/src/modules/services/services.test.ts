import { DEFAULT_SERVICES, SERVICE_MESSAGES } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../../test/api-client.ts';
import { booking, inDays, internalRequest } from '../../test/booking-fixtures.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía', 'Bruno']>>>;
beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía', 'Bruno'] as const);
  return ctx.t.close;
});

const service = serviceBody;

async function listServices(token: string) {
  const res = await ctx.api.get('/api/services', token);
  expect(res.status).toBe(200);
  return res.body.data.services as { id: string; name: string; duration: number }[];
}

describe('the catalogue', () => {
  it("a new trainer starts with the spec's eight wizard services, 60 minutes, no price", async () => {
    const services = await listServices(ctx.trainers[1].token);
    expect(services.map((s) => s.name)).toEqual(DEFAULT_SERVICES.map((s) => s.name));
    for (const s of services)
      expect(s).toMatchObject({
        duration: 60,
        priceCents: null,
        kind: 'individual',
        isPublic: true,
      });
  });

  it('creates, edits and deletes a service; a name is unique per trainer, any case', async () => {
    const { token } = ctx.trainers[0];
    const created = await createRecord(ctx.api, '/api/services', service(), token);
    expect(created).toMatchObject({ name: 'Paseo guiado', duration: 45, color: '#10b981' });
    const again = await ctx.api.post('/api/services', service({ name: 'PASEO GUIADO' }), token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SERVICE_MESSAGES.nameTaken);
    // Another trainer may use the same name.
    await createRecord(ctx.api, '/api/services', service(), ctx.trainers[1].token);
    const edited = await ctx.api.put(
      `/api/services/${created.id}`,
      service({ priceCents: null, isPublic: false }),
      token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ priceCents: null, isPublic: false });
    expect((await ctx.api.del(`/api/services/${created.id}`, token)).status).toBe(200);
    expect((await ctx.api.del(`/api/services/${created.id}`, token)).status).toBe(404);
  });

  it.each([
    [{ name: '  ' }, 'name', SERVICE_MESSAGES.name],
    [{ name: 'x'.repeat(81) }, 'name', 'Máximo 80 caracteres'],
    [{ description: 'x'.repeat(1001) }, 'description', 'Máximo 1000 caracteres'],
    [{ duration: 14 }, 'duration', SERVICE_MESSAGES.duration],
    [{ duration: 481 }, 'duration', SERVICE_MESSAGES.duration],
    [{ duration: 45.5 }, 'duration', SERVICE_MESSAGES.duration],
    [{ duration: '45' }, 'duration', SERVICE_MESSAGES.duration],
    [{ priceCents: -1 }, 'priceCents', 'El precio debe estar entre 0 y 100.000 €'],
    [{ priceCents: 12.5 }, 'priceCents', 'El importe debe ser un número entero de céntimos'],
    [{ priceCents: 10_000_001 }, 'priceCents', 'El precio debe estar entre 0 y 100.000 €'],
    [{ kind: 'pack' }, 'kind', SERVICE_MESSAGES.kind],
    [{ isPublic: 'sí' }, 'isPublic', 'Indica si se muestra en la página pública'],
    [{ color: 'red' }, 'color', SERVICE_MESSAGES.color],
  ])('refuses %j with a Spanish message and stores nothing', async (override, field, message) => {
    const { token } = ctx.trainers[0];
    const before = await listServices(token);
    const res = await ctx.api.post('/api/services', service({ name: 'Regla', ...override }), token);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await listServices(token)).toHaveLength(before.length);
  });

  it('keeps a service that a request names: 409, hide it instead', async () => {
    const { token } = ctx.trainers[0];
    const used = await createRecord(ctx.api, '/api/services', service({ name: 'En uso' }), token);
    await createRecord(
      ctx.api,
      '/api/appointments/requests',
      internalRequest({ serviceType: undefined, serviceId: used.id }),
      token,
    );
    const res = await ctx.api.del(`/api/services/${used.id}`, token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SERVICE_MESSAGES.inUse);
  });

  it("the internal form names a catalogue service; another trainer's is refused", async () => {
    const { token } = ctx.trainers[0];
    const [first] = await listServices(token);
    const request = await createRecord(
      ctx.api,
      '/api/appointments/requests',
      internalRequest({ serviceType: undefined, serviceId: first!.id, requestedTime: '16:00' }),
      token,
    );
    expect(request).toMatchObject({ serviceId: first!.id, serviceType: first!.name });
    const [theirs] = await listServices(ctx.trainers[1].token);
    const res = await ctx.api.post(
      '/api/appointments/requests',
      internalRequest({ serviceType: undefined, serviceId: theirs!.id, requestedTime: '17:00' }),
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.serviceId).toBe(SERVICE_MESSAGES.required);
  });
});

describe('the public wizard', () => {
  it('lists only visible services, with duration and price, and nothing private', async () => {
    const { id, token } = ctx.trainers[1];
    await createRecord(
      ctx.api,
      '/api/services',
      service({ name: 'Oculto', isPublic: false }),
      token,
    );
    const res = await ctx.api.get(`/api/public/educators/${id}/services`);
    expect(res.status).toBe(200);
    const names = res.body.data.services.map((s: { name: string }) => s.name);
    expect(names).not.toContain('Oculto');
    expect(names).toContain('Paseo guiado');
    for (const s of res.body.data.services)
      expect(Object.keys(s).sort()).toEqual(
        [
          'description',
          'documents',
          'duration',
          'homeVisit',
          'id',
          'kind',
          'name',
          'priceCents',
          'trainers',
        ].sort(),
      );
    // Who gives it, for the picker: a name and an id, never the priority or the role.
    for (const s of res.body.data.services)
      for (const trainer of s.trainers)
        expect(Object.keys(trainer).sort()).toEqual(['name', 'trainerId']);
    expect((await ctx.api.get('/api/public/educators/nadie/services')).status).toBe(404);
  });

  it("offers free times for the chosen service's duration, around appointments and the slot's edges", async () => {
    const { id, token } = ctx.trainers[0];
    const date = inDays(12);
    await createRecord(
      ctx.api,
      '/api/appointments/availability',
      { date, startTime: '09:00', endTime: '12:30' },
      token,
    );
    // An appointment 10:00–10:30 inside the slot.
    await createRecord(
      ctx.api,
      '/api/appointments/requests',
      internalRequest({ requestedDate: date, requestedTime: '10:00', duration: 30, confirm: true }),
      token,
    );
    const expected: Record<number, string[]> = {
      30: ['09:00', '09:30', '10:30', '11:00', '11:30', '12:00'],
      45: ['09:00', '10:30', '11:00', '11:30'],
      60: ['09:00', '10:30', '11:00', '11:30'],
      90: ['10:30', '11:00'],
      120: ['10:30'],
    };
    for (const [duration, times] of Object.entries(expected)) {
      const created = await createRecord(
        ctx.api,
        '/api/services',
        service({ name: `Servicio de ${duration}`, duration: Number(duration) }),
        token,
      );
      const res = await ctx.api.get(
        `/api/appointments/public/available-slots?date=${date}&businessId=${id}&serviceId=${created.id}`,
      );
      expect(res.status).toBe(200);
      expect(
        res.body.data.slots.map((s: { time: string }) => s.time),
        `${duration} min`,
      ).toEqual(times);
    }
  });

  it("the internal form's free times and appointments follow any service's duration (45 min)", async () => {
    const { token } = ctx.trainers[0];
    const date = inDays(14);
    await createRecord(
      ctx.api,
      '/api/appointments/availability',
      { date, startTime: '09:00', endTime: '10:45' },
      token,
    );
    const times = async (duration: number) =>
      (
        await ctx.api.get(
          `/api/appointments/public/available-slots?date=${date}&duration=${duration}`,
          token,
        )
      ).body.data.slots.map((s: { time: string }) => s.time);
    expect(await times(45)).toEqual(['09:00', '09:30', '10:00']);
    const short = (await listServices(token)).find((s) => s.duration === 45)!;
    await createRecord(
      ctx.api,
      '/api/appointments/requests',
      internalRequest({
        requestedDate: date,
        requestedTime: '09:30',
        duration: 45,
        serviceId: short.id,
        serviceType: undefined,
        confirm: true,
      }),
      token,
    );
    // 09:30–10:15 is taken, for its 45 minutes: no 45 minutes are left on the half-hour grid
    // (09:00–09:45 and 10:00–10:45 overlap it), and 30 fit only before it.
    expect(await times(45)).toEqual([]);
    expect(await times(30)).toEqual(['09:00']);
  });

  it('a request at a time that fits 45 minutes but not 60 is taken for the 45-minute service only', async () => {
    const { id, token } = ctx.trainers[0];
    const date = inDays(13);
    await createRecord(
      ctx.api,
      '/api/appointments/availability',
      { date, startTime: '11:30', endTime: '12:15' },
      token,
    );
    const services = await listServices(token);
    const short = services.find((s) => s.duration === 45)!;
    const hour = services.find((s) => s.duration === 60)!;
    const at = { preferredDate: date, preferredTime: '11:30', serviceType: undefined };
    const refused = await ctx.api.post(
      '/api/public/appointments/request',
      booking(id, { ...at, serviceId: hour.id }),
    );
    expect(refused.status).toBe(400);
    const taken = await ctx.api.post(
      '/api/public/appointments/request',
      booking(id, { ...at, serviceId: short.id }),
    );
    expect(taken.status).toBe(201);
    expect(taken.body.data.serviceType).toBe(short.name);
    const [stored] = await ctx.t.database.sql`
      select duration, service_id from appointment_requests where id = ${taken.body.data.id}`;
    expect(stored).toEqual({ duration: 45, service_id: short.id });
  });

  it('refuses a hidden service or another trainer’s, with the step’s message', async () => {
    const { id, token } = ctx.trainers[0];
    const hidden = await createRecord(
      ctx.api,
      '/api/services',
      service({ name: 'Secreto', isPublic: false }),
      token,
    );
    const [theirs] = await listServices(ctx.trainers[1].token);
    for (const serviceId of [hidden.id, theirs!.id]) {
      const res = await ctx.api.post(
        '/api/public/appointments/request',
        booking(id, { serviceType: undefined, serviceId }),
      );
      expect(res.status).toBe(400);
      expect(res.body.errors.serviceId).toBe(SERVICE_MESSAGES.required);
    }
  });
});
