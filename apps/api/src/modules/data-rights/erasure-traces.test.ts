import { beforeAll, describe, expect, it, vi } from 'vitest';
import { telemetryErrors, telemetryEvents } from '../../db/schema.ts';
import { createRecord, type ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * Issue 28, finding 4: erasure reaches what the product writes outside the client's tables —
 * telemetry free text that names the person (after the scrubbing at ingestion) and the kept mail
 * messages that name them (the mailer is asked to forget by address and by name).
 */
let t: TestApp, api: ApiClient, lucia: Trainer;

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia],
  } = await trainerTestApp(['Lucía']));
  return t.close;
});

const reportError = (message: string) =>
  api.post('/api/telemetry/errors', { message, route: '/clients' }, lucia.token);

describe('erasure outside the tables (issue 28)', () => {
  it('never stores a quoted value of an error message', async () => {
    expect((await reportError('No se encontró "Rosa Secreta" en la lista')).status).toBe(202);
    const stored = await t.database.db.select().from(telemetryErrors);
    expect(JSON.stringify(stored)).not.toContain('Rosa Secreta');
    expect(stored.map((row) => row.message)).toContain('No se encontró [texto] en la lista');
  });

  it('deletes telemetry that names the person and asks the mailer to forget them by name', async () => {
    const client = await createRecord<{ id: string }>(
      api,
      '/api/clients',
      { name: 'Vera Víctima', email: 'vera.traza@example.com', phone: '612345678' },
      lucia.token,
    );
    await reportError('No se pudo guardar a Vera Víctima');
    await reportError('Fallo sin nombre');
    await t.database.db.insert(telemetryEvents).values({
      id: crypto.randomUUID(),
      type: 'custom',
      name: 'vera.traza@example.com',
      occurredAt: new Date(),
    });
    const forget = vi.fn(() => Promise.resolve(0));
    t.app.mailer.forget = forget;

    const erased = await api.post(
      `/api/clients/${client.id}/erase`,
      { confirmName: 'Vera Víctima' },
      lucia.token,
    );
    expect(erased.status).toBe(200);
    const errors = await t.database.db.select().from(telemetryErrors);
    const events = await t.database.db.select().from(telemetryEvents);
    expect(JSON.stringify([errors, events])).not.toMatch(/Vera|vera\.traza/);
    expect(errors.map((row) => row.message)).toContain('Fallo sin nombre');
    expect(forget).toHaveBeenCalledWith('vera.traza@example.com', ['Vera Víctima']);
  });
});
