import { SERVICE_MESSAGES } from '@adiestra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceBody } from '../../test/service-fixtures.ts';
import { addMember } from '../../test/staff-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';

/**
 * The booking page's "Adiestrador" picker (decision 0139): the public services list says who
 * gives each service — every trainer while it has no rows, only the listed ones once restricted.
 */
let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía']>>>;
let pablo: Awaited<ReturnType<typeof addMember>>;

beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía'] as const);
  pablo = await addMember(ctx.t, ctx.api, ctx.trainers[0].token, 'adiestrador');
});
afterAll(() => ctx.t.close());

type Listed = { id: string; trainers: unknown }[];
async function publicServices() {
  const res = await ctx.api.get(`/api/public/educators/${ctx.trainers[0].id}/services`);
  expect(res.status).toBe(200);
  return res.body.data.services as Listed;
}

describe('GET /api/public/educators/:id/services: who gives each service', () => {
  it('names both trainers of a two-trainer business, then only the one the service lists', async () => {
    const lucia = ctx.trainers[0];
    const services = await publicServices();
    expect(services.length).toBeGreaterThan(1);
    const both = [
      { trainerId: lucia.id, name: 'Lucía García' },
      { trainerId: pablo.id, name: 'Pablo Ruiz' },
    ];
    for (const service of services) {
      // Names only: the priority and the role stay in the back office.
      expect(service.trainers).toEqual(expect.arrayContaining(both));
      expect(service.trainers).toHaveLength(2);
    }

    const [restricted, other] = services;
    const put = await ctx.api.put(
      `/api/services/${restricted!.id}/trainers`,
      { trainers: [{ trainerId: pablo.id, priority: 0 }] },
      lucia.token,
    );
    expect(put.status).toBe(200);
    const after = await publicServices();
    expect(after.find((s) => s.id === restricted!.id)!.trainers).toEqual([
      { trainerId: pablo.id, name: 'Pablo Ruiz' },
    ]);
    // The other services have no rows: still everyone.
    expect(after.find((s) => s.id === other!.id)!.trainers).toEqual(expect.arrayContaining(both));
  });
});

describe('GET /api/public/educators/:id/services: appointments only (issue 45)', () => {
  it('offers no group service as an appointment, and refuses one asked for by id', async () => {
    const lucia = ctx.trainers[0];
    const created = await ctx.api.post(
      '/api/services',
      serviceBody({ name: 'Clases en grupo', kind: 'group' }),
      lucia.token,
    );
    expect(created.status).toBe(201);
    const group = created.body.data.id as string;
    const listed = await publicServices();
    expect(listed.map((s) => s.id)).not.toContain(group);
    // Each service once (issue 45: "listed twice"), whoever gives it.
    expect(new Set(listed.map((s) => s.id)).size).toBe(listed.length);
    const days = await ctx.api.get(
      `/api/public/educators/${lucia.id}/available-days?serviceId=${group}&month=2030-01`,
    );
    expect(days.status).toBe(400);
    expect(days.body.errors.serviceId).toBe(SERVICE_MESSAGES.required);
  });
});
