import { SERVICE_TRAINER_MESSAGES } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../test/staff-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía', 'Bruno']>>>;
let pablo: Awaited<ReturnType<typeof addMember>>;
let rosa: Awaited<ReturnType<typeof addMember>>;
let serviceId: string;
beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía', 'Bruno'] as const);
  const lucia = ctx.trainers[0];
  pablo = await addMember(ctx.t, ctx.api, lucia.token, 'adiestrador');
  rosa = await addMember(ctx.t, ctx.api, lucia.token, 'recepcion');
  serviceId = (await ctx.api.get('/api/services', lucia.token)).body.data.services[0].id;
  return ctx.t.close;
});

const url = () => `/api/services/${serviceId}/trainers`;

describe('which trainers give a service (decision 0139)', () => {
  it('a service with no rows is given by every trainer, not by recepción', async () => {
    const res = await ctx.api.get(url(), rosa.token);
    expect(res.status).toBe(200);
    expect(res.body.data.restricted).toBe(false);
    const ids = res.body.data.trainers.map((t: { trainerId: string }) => t.trainerId);
    expect(ids.sort()).toEqual([ctx.trainers[0].id, pablo.id].sort());
  });

  it('the titular sets the list and its order; an empty list gives it back to everyone', async () => {
    const lucia = ctx.trainers[0];
    const body = {
      trainers: [
        { trainerId: pablo.id, priority: 0 },
        { trainerId: lucia.id, priority: 5 },
      ],
    };
    const set = await ctx.api.put(url(), body, lucia.token);
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({
      restricted: true,
      trainers: [
        { trainerId: pablo.id, name: 'Pablo Ruiz', priority: 0 },
        { trainerId: lucia.id, priority: 5 },
      ],
    });
    expect((await ctx.api.get(url(), pablo.token)).body.data.trainers).toHaveLength(2);
    const cleared = await ctx.api.put(url(), { trainers: [] }, lucia.token);
    expect(cleared.body.data.restricted).toBe(false);
  });

  it('only the titular sets it', async () => {
    const body = { trainers: [{ trainerId: pablo.id, priority: 0 }] };
    expect((await ctx.api.put(url(), body, pablo.token)).status).toBe(403);
    expect((await ctx.api.put(url(), body, rosa.token)).status).toBe(403);
  });

  it('refuses recepción, repeated trainers and bad priorities with Spanish messages', async () => {
    const token = ctx.trainers[0].token;
    const notTrainer = await ctx.api.put(url(), { trainers: [{ trainerId: rosa.id }] }, token);
    expect(notTrainer.status).toBe(400);
    expect(notTrainer.body.errors['trainers.0.trainerId']).toBe(
      SERVICE_TRAINER_MESSAGES.notTrainer,
    );
    const twice = await ctx.api.put(
      url(),
      { trainers: [{ trainerId: pablo.id }, { trainerId: pablo.id }] },
      token,
    );
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain(SERVICE_TRAINER_MESSAGES.repeated);
    const priority = await ctx.api.put(
      url(),
      { trainers: [{ trainerId: pablo.id, priority: 500 }] },
      token,
    );
    expect(priority.status).toBe(400);
    expect(JSON.stringify(priority.body)).toContain(SERVICE_TRAINER_MESSAGES.priority);
  });

  it("another business's service or member is not found / not a trainer", async () => {
    const [lucia, bruno] = ctx.trainers;
    const other = (await ctx.api.get('/api/services', bruno.token)).body.data.services[0].id;
    expect((await ctx.api.get(`/api/services/${other}/trainers`, lucia.token)).status).toBe(404);
    const put = await ctx.api.put(
      `/api/services/${other}/trainers`,
      { trainers: [{ trainerId: lucia.id }] },
      lucia.token,
    );
    expect(put.status).toBe(404);
    const foreign = await ctx.api.put(url(), { trainers: [{ trainerId: bruno.id }] }, lucia.token);
    expect(foreign.status).toBe(400);
  });
});
