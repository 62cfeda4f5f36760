import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, STAFF_MESSAGES, type StaffMember } from '@adiestra/shared';
import type { ApiClient } from '../../test/api-client.ts';
import { addMember } from '../../test/staff-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

/** A colour per trainer (issue 39, decision 0140). */
let t: TestApp, api: ApiClient, lucia: Trainer, marta: Trainer;

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, marta],
  } = await trainerTestApp(['Lucía', 'Marta']));
  return t.close;
});

const colours = async (token: string) =>
  Object.fromEntries(
    ((await api.get('/api/staff', token)).body.data.members as StaffMember[]).map((m) => [
      m.name,
      m.colour,
    ]),
  );

describe('a colour per trainer', () => {
  it('gives the titular the first colour and each new member the next free one', async () => {
    expect(await colours(marta.token)).toEqual({ 'Marta García': 'blue' });
    await addMember(t, api, lucia.token, 'adiestrador', undefined, 'Pablo Ruiz');
    const eva = await addMember(t, api, lucia.token, 'adiestrador', undefined, 'Eva Sol');
    expect(await colours(lucia.token)).toEqual({
      'Lucía García': 'blue',
      'Pablo Ruiz': 'green',
      'Eva Sol': 'orange',
    });
    // A colour freed by a change is the next one given.
    const res = await api.put(
      `/api/staff/members/${eva.id}/colour`,
      { colour: 'pink' },
      lucia.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: STAFF_MESSAGES.colourChanged });
    expect(res.body.data).toMatchObject({ userId: eva.id, colour: 'pink', name: 'Eva Sol' });
    await addMember(t, api, lucia.token, 'recepcion', undefined, 'Rosa Martín');
    expect((await colours(lucia.token))['Rosa Martín']).toBe('orange');
  });

  it('lets the titular pick their own colour, and only from the palette', async () => {
    const own = await api.put(
      `/api/staff/members/${marta.id}/colour`,
      { colour: 'teal' },
      marta.token,
    );
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ colour: 'teal', isYou: true });
    const bad = await api.put(
      `/api/staff/members/${marta.id}/colour`,
      { colour: '#123456' },
      marta.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.colour).toBe('Elige uno de los colores de la paleta');
  });

  it("answers 404 for another business's member and 403 to a member who is not the titular", async () => {
    const other = await api.put(
      `/api/staff/members/${marta.id}/colour`,
      { colour: 'red' },
      lucia.token,
    );
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(STAFF_MESSAGES.memberNotFound);
    const pablo = await addMember(t, api, marta.token, 'adiestrador');
    const refused = await api.put(
      `/api/staff/members/${pablo.id}/colour`,
      { colour: 'red' },
      pablo.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ACCESS_MESSAGES.staff);
  });
});
