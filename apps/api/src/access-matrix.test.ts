import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_MESSAGES,
  ACCESS_QUESTIONS,
  ALL_PERMISSIONS,
  type AccessQuestion,
} from '@adiestra/shared';
import type { ApiClient } from './test/api-client.ts';
import { serviceBody } from './test/service-fixtures.ts';
import { addMember } from './test/staff-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from './test/test-app.ts';

/**
 * The access layer as a matrix (issue 39, decision 0133): every registered route declares its
 * question, and every route answers each role as the table below says — 403 with the question's
 * Spanish message, or anything but 403. The table is written out here, not derived from
 * lib/access.ts, so a change of rule has to change both.
 */

type Who = 'titular' | 'adiestrador' | 'recepcion' | 'granted' | 'noContacts';
const WHO: Who[] = ['titular', 'adiestrador', 'recepcion', 'granted', 'noContacts'];
const EVERYONE = new Set<Who>(WHO);

/** Who passes each question; `admin` is none of them (the platform's admin is another axis). */
const ALLOWED: Record<AccessQuestion, Set<Who>> = {
  public: EVERYONE,
  signedIn: EVERYONE,
  admin: new Set(),
  staff: new Set(['titular']),
  fiscal: new Set(['titular']),
  business: new Set(['titular']),
  // Recepción sees money by default; an adiestrador only when granted.
  money: new Set(['titular', 'recepcion', 'granted']),
  invoices: new Set(['titular', 'granted']),
  export: new Set(['titular', 'granted']),
  work: EVERYONE,
  clients: EVERYONE,
  // Decision 0142: every role by default; `noContacts` is an adiestrador with the toggle off.
  contacts: new Set(['titular', 'adiestrador', 'recepcion', 'granted']),
};

/** Routes that would end the caller's own session: declared and checked, never called here. */
const NOT_CALLED = new Set(['POST /api/auth/logout']);

const ANY_ID = '01890a5d-ac96-774b-bcce-b302099a8057';
const fill = (url: string) =>
  url
    .replace(/:token/g, 'x'.repeat(43))
    .replace(/:kind/g, 'privacidad')
    .replace(/:file/g, 'feed.ics')
    .replace(/:[A-Za-z]+/g, ANY_ID);

let t: TestApp, api: ApiClient, lucia: Trainer, marta: Trainer;
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, marta],
  } = await trainerTestApp(['Lucía', 'Marta']));
  tokens.titular = lucia.token;
  tokens.adiestrador = (await addMember(t, api, lucia.token, 'adiestrador')).token;
  tokens.recepcion = (await addMember(t, api, lucia.token, 'recepcion')).token;
  tokens.granted = (
    await addMember(t, api, lucia.token, 'adiestrador', ALL_PERMISSIONS, 'Eva Sol')
  ).token;
  tokens.noContacts = (
    await addMember(t, api, lucia.token, 'adiestrador', { seeContacts: false }, 'Iván Gil')
  ).token;
  return t.close;
});

describe('the access matrix', () => {
  it('every registered route declares one of the questions', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(200);
    const undeclared = api.filter(
      (r) => !r.access || !(ACCESS_QUESTIONS as readonly string[]).includes(r.access),
    );
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('each route answers each role as its question says', async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !NOT_CALLED.has(`${r.method} ${r.url}`),
    );
    const wrong: string[] = [];
    for (const route of routes) {
      const question = route.access!;
      for (const who of WHO) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fill(route.url),
          headers: { authorization: `Bearer ${tokens[who]}` },
        });
        const allowed = ALLOWED[question].has(who);
        const refused = res.statusCode === 403;
        const message = refused ? res.json<{ message: string }>().message : '';
        if (allowed && refused) {
          wrong.push(`${who} ${route.method} ${route.url} (${question}): 403 ${message}`);
        }
        if (!allowed && (!refused || message !== ACCESS_MESSAGES[question])) {
          wrong.push(`${who} ${route.method} ${route.url} (${question}): ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("a member of another business gets 404 on that business's ids", async () => {
    const client = await api.post(
      '/api/clients',
      { name: 'Cliente De Marta', phone: '600555666' },
      marta.token,
    );
    const dog = await api.post(
      '/api/dogs',
      { name: 'Tizón', breed: 'Mestizo', clientId: client.body.data.id },
      marta.token,
    );
    const martasMember = await addMember(t, api, marta.token, 'recepcion');
    const martasService = await api.post('/api/services', serviceBody(), marta.token);
    const clientId = client.body.data.id as string;
    const dogId = dog.body.data.id as string;
    const samples: [Who, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['titular', 'GET', `/api/clients/${clientId}`],
      ['recepcion', 'GET', `/api/clients/${clientId}`],
      [
        'adiestrador',
        'PUT',
        `/api/clients/${clientId}`,
        { name: 'Otro Nombre', phone: '600000000' },
      ],
      ['noContacts', 'PATCH', `/api/clients/${clientId}`, { name: 'Otro Nombre' }],
      ['adiestrador', 'GET', `/api/dogs/${dogId}`],
      ['granted', 'DELETE', `/api/dogs/${dogId}`],
      ['recepcion', 'GET', `/api/payments/clients/${clientId}/balance`],
      ['granted', 'GET', `/api/clients/${clientId}/export`],
      ['titular', 'PATCH', `/api/staff/members/${martasMember.id}`, { role: 'adiestrador' }],
      ['titular', 'DELETE', `/api/staff/members/${martasMember.id}`],
      ['titular', 'PUT', `/api/staff/members/${martasMember.id}/colour`, { colour: 'red' }],
      ['titular', 'DELETE', `/api/staff/invitations/${martasMember.invitationId}`],
      // A trainer leaves (decision 0141): another business's member is not found.
      ['titular', 'GET', `/api/staff/members/${martasMember.id}/future-work`],
      [
        'titular',
        'POST',
        `/api/staff/members/${martasMember.id}/reassign`,
        { items: [{ kind: 'appointment', id: ANY_ID, trainerId: lucia.id }] },
      ],
      // Commissions (decision 0143): another business's service has no rule to set.
      [
        'titular',
        'PUT',
        `/api/commissions/rules/${martasService.body.data.id}`,
        { fixedCents: 500 },
      ],
    ];
    for (const [who, method, url, body] of samples) {
      const res = await api.call(method, url, { token: tokens[who], body });
      expect(`${who} ${method} ${url}: ${res.status}`).toBe(`${who} ${method} ${url}: 404`);
    }
    // Nothing of Marta's changed.
    const still = await api.get(`/api/clients/${clientId}`, marta.token);
    expect(still.body.data.name).toBe('Cliente De Marta');
    expect((await api.get(`/api/dogs/${dogId}`, marta.token)).status).toBe(200);
  });
});
