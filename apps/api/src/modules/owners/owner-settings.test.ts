import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

let t: TestApp, api: ApiClient, lucia: Trainer, other: Trainer;
const URL = '/api/owner-area/settings';

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, other],
  } = await trainerTestApp(['Lucía', 'Otro']));
  return t.close;
});

describe('Ajustes → Mi área de clientes', () => {
  it('starts at 24 h of notice and nothing else shown', async () => {
    const res = await api.get(URL, lucia.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      cancellationNoticeHours: 24,
      businessName: null,
      contactPhone: null,
      sessionPlace: null,
      classEnrolment: 'direct',
    });
  });

  it.each([
    [
      { cancellationNoticeHours: -1 },
      'cancellationNoticeHours',
      'Las horas no pueden ser negativas',
    ],
    [{ cancellationNoticeHours: 200 }, 'cancellationNoticeHours', 'Como mucho 168 horas'],
    [
      { cancellationNoticeHours: 1.5 },
      'cancellationNoticeHours',
      'Indica un número entero de horas',
    ],
    [
      { cancellationNoticeHours: 24, contactPhone: 'llámame' },
      'contactPhone',
      'El teléfono no es válido',
    ],
  ])('refuses %j with a Spanish message and changes nothing', async (body, field, message) => {
    const res = await api.put(URL, body, lucia.token);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect((await api.get(URL, lucia.token)).body.data.cancellationNoticeHours).toBe(24);
  });

  it("saves the trainer's own settings only", async () => {
    const body = {
      cancellationNoticeHours: '12',
      businessName: '  Adiestra Lucía ',
      contactPhone: '+34 600 111 222',
      sessionPlace: '',
    };
    const res = await api.put(URL, body, lucia.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      cancellationNoticeHours: 12,
      businessName: 'Adiestra Lucía',
      contactPhone: '+34 600 111 222',
      sessionPlace: null,
      classEnrolment: 'direct',
    });
    expect((await api.get(URL, other.token)).body.data.cancellationNoticeHours).toBe(24);
    expect((await api.get(URL)).status).toBe(401);
  });
});
