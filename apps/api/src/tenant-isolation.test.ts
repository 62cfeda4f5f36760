import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_KINDS } from '@adiestra/shared';
import { apiClient, createTrainer, registerAdmin, type ApiClient } from './test/api-client.ts';
import { createTenantFixture, dumpTenant, type TenantFixture } from './test/tenant-fixture.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// Built from the app's own route table: a route added later is attacked too, and a route with a
// path parameter this file cannot fill fails the test until it is mapped below.
let t: TestApp;
let api: ApiClient;
let a: { id: string; token: string; email: string };
let b: { id: string; token: string };
let adminToken: string;
let fixture: TenantFixture;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  adminToken = (await registerAdmin(api)).token;
  a = await createTrainer(api, adminToken, 'Alicia');
  b = await createTrainer(api, adminToken, 'Bruno');
  fixture = await createTenantFixture(api, a.token);
});
afterAll(() => t.close());

/** Which of A's ids fills a path parameter, by the route's shape. */
function idFor(url: string, param: string): string {
  // Account routes (admin actions, the public educator card) are aimed at A's account.
  if (url.startsWith('/api/admin/users/') || url.startsWith('/api/public/educators/')) return a.id;
  // Admin-only (B is refused with 403 before any lookup): any uuid stands in for a message.
  if (url.startsWith('/api/admin/outbox/')) return a.id;
  // Token routes (issue 16): the token is the credential; unknown ones answer 404 (own tests).
  if (param === 'file') return `${'a'.repeat(43)}.ics`;
  if (param === 'token') return 'a'.repeat(43);
  // Issue 39: A's titular stands in for a member and an invitation of A's (unknown to B → 404;
  // B aiming at A's real member and invitation: modules/staff/staff.test.ts).
  if (url.startsWith('/api/staff/')) return a.id;
  // A document kind is not an id: B reaches only its own document of that kind.
  if (param === 'kind') return CONSENT_KINDS[0];
  // A's class and place: B (and B's owners) reach neither, the owner's calendar file included.
  if (url.startsWith('/api/classes/') || url.startsWith('/api/owner/classes/'))
    return param === 'enrolmentId' ? fixture.classEnrolmentId : fixture.classId;
  // A course's waiting-list entry: A's course id stands in (unknown to B → 404).
  if (url.startsWith('/api/courses/') || url.startsWith('/api/owner/courses/'))
    return param === 'enrolmentId' ? fixture.courseEnrolmentId : fixture.courseId;
  const rules: [RegExp, keyof TenantFixture][] = [
    [/^\/api\/appointments\/availability\//, 'slotId'],
    [/^\/api\/services\//, 'serviceId'],
    [/^\/api\/commissions\/rules\//, 'serviceId'],
    [/^\/api\/bonos\/templates\//, 'templateId'],
    [/^\/api\/bonos\/movements\//, 'movementId'],
    [/^\/api\/bonos\//, 'bonoId'],
    [/^\/api\/payments\/clients\//, 'clientId'],
    [/^\/api\/appointments\/requests\//, 'requestId'],
    [/^\/api\/appointments\/availability-exceptions\//, 'exceptionId'],
    // No change request of A's in the fixture: A's appointment id stands in (unknown → 404).
    [/^\/api\/owner\//, 'appointmentId'],
    // Issue 28: A's appointment id stands in for a link of A's (unknown → 404); B revoking A's
    // real link is refused in modules/owners/share-links.test.ts.
    [/^\/api\/owner-area\/share-links\//, 'appointmentId'],
    [/^\/api\/appointments\//, 'appointmentId'],
    [/^\/api\/vaccines\/dog\//, 'dogId'],
    [/^\/api\/vaccines\//, 'vaccinationId'],
    [/^\/api\/dogs\/client\//, 'clientId'],
    [/^\/api\/clients\//, 'clientId'],
    [/^\/api\/dogs\//, 'dogId'],
    [/^\/api\/sessions\//, 'sessionId'],
    [/^\/api\/photos\//, 'photoId'],
    // Issue 20: A's client stands in for an export job of A's (unknown to B → 404).
    [/^\/api\/exports\//, 'clientId'],
    [/^\/api\/exercises\//, 'exerciseId'],
    [/^\/api\/exercise-photos\//, 'exercisePhotoId'],
    [/^\/api\/invoices\//, 'invoiceId'],
    [/^\/api\/consents\/clients\//, 'clientId'],
    // A client of A's invited to Mi área (unknown to B → 404).
    [/^\/api\/owner-invitations\/clients\//, 'clientId'],
    // Issue 31.6: A's client id stands in for an acceptance of A's (unknown to B → 404).
    [/^\/api\/consents\/acceptances\//, 'clientId'],
  ];
  const match = rules.find(([pattern]) => pattern.test(url));
  if (!match)
    throw new Error(`No fixture id for :${param} in ${url}: map it in tenant-isolation.test.ts`);
  return fixture[match[1]] as string;
}

/**
 * The routes meant for anyone, each tested on its own. Any route not listed here must answer 401
 * without a token: a new route that forgets authentication fails this test.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/photos/:id',
  'GET /api/photos/:id/thumb',
  // Exercise photos, as dog photos (modules/reports/exercise-photos.test.ts).
  'GET /api/exercise-photos/:id',
  'GET /api/exercise-photos/:id/thumb',
  'POST /api/telemetry/events',
  'POST /api/telemetry/errors',
  'GET /api/public/educators/:id',
  'GET /api/public/educators/:id/services',
  // The booking page's month view (modules/public/available-days.test.ts).
  'GET /api/public/educators/:id/available-days',
  'GET /api/appointments/public/available-slots',
  'POST /api/public/appointments/request',
  // The owners' sign-in (modules/owners/owner-sign-in.test.ts).
  'POST /api/owner/sign-in-links',
  'POST /api/owner/sessions',
  // Issue 16: a calendar app's feed address and the owner's reminder links carry their own token
  // (calendar-feed.test.ts, reminders.test.ts).
  'GET /api/calendar-feed/:file',
  'GET /api/reminders/links/:token',
  'POST /api/reminders/links/:token/confirm',
  'POST /api/reminders/links/:token/cancel',
  // Issue 20: a trainer's privacy text is public (modules/privacy/privacy.test.ts).
  'GET /api/public/educators/:id/privacy',
  // Issue 29: the booking page's classes and a visitor's request for a place
  // (modules/appointment-requests/class-requests.test.ts).
  'GET /api/public/educators/:id/classes',
  'POST /api/public/classes/request',
  // A course asked for on the booking page (modules/appointment-requests/course-requests.test.ts).
  'POST /api/public/courses/request',
  // Issue 39: an invitation link's page and its form carry their own token
  // (modules/staff/staff.test.ts).
  'GET /api/staff/invitations/:token',
  'POST /api/staff/invitations/:token/accept',
]);

const fill = (url: string) => url.replace(/:(\w+)/g, (_m, param: string) => idFor(url, param));

/** A body that passes most schemas and points at A's records wherever a body can name one. */
const attackBody = () => ({
  clientId: fixture.clientId,
  dogId: fixture.dogId,
  // A session that would complete A's appointment ('Registrar sesión', issue 13).
  appointmentId: fixture.appointmentId,
  name: 'Intruso B',
  breed: 'Intrusa',
  email: 'intruso@example.com',
  phone: '600000000',
  date: new Date().toISOString(),
  duration: 30,
  objectives: 'x',
  activities: 'x',
  startTime: '16:00',
  endTime: '17:00',
  status: 'CANCELLED',
  notes: 'x',
  reason: 'x',
  scheduledDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
  scheduledTime: '18:00',
  // Services, bonos and payments (issue 18): valid values naming A's records.
  serviceId: fixture.serviceId,
  templateId: fixture.templateId,
  sessions: 3,
  priceCents: 1000,
  validityDays: 30,
  soldOn: new Date().toISOString().slice(0, 10),
  kind: 'individual',
  isPublic: true,
  color: '#000000',
  target: 'bono',
  targetId: fixture.bonoId,
  amountCents: -100,
  method: 'cash',
  paidOn: new Date().toISOString().slice(0, 10),
  // Issue 30: an invoice of A's payment.
  paymentId: fixture.paymentId,
});

describe('tenant isolation', () => {
  it("a second trainer using the first one's ids gets 404 or 400 everywhere, sees none of its data, and changes nothing", async () => {
    const before = await dumpTenant(t.database.db, a.id);
    const authenticated = [];
    // /api/auth/* acts on the caller's own account only (and logout would end B's session here).
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !/^\/api\/(docs|auth)\b/.test(r.url),
    );
    for (const route of routes) {
      const url = fill(route.url);
      const anonymous = await api.call(
        route.method as 'GET',
        url,
        route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} },
      );
      const where = `${route.method} ${route.url}`;
      if (PUBLIC_ROUTES.has(where)) continue; // covered by the public routes' own tests
      // Every other route refuses an anonymous caller before looking at what it sent.
      expect(anonymous.status, `${where} without a token`).toBe(401);
      authenticated.push(route);
      // Owner routes take an owner's session or booking link, never a trainer's token: B's is
      // refused like no token (their own matrix: modules/owners/owner-isolation.test.ts).
      if (route.url.startsWith('/api/owner/')) {
        const asTrainer = await api.call(route.method as 'GET', url, { token: b.token });
        expect(asTrainer.status, `${where} with a trainer's token`).toBe(401);
        continue;
      }
      const query = `?clientId=${fixture.clientId}&dogId=${fixture.dogId}`;
      const hasBody = route.method === 'POST' || route.method === 'PUT';
      const res = await api.call(
        route.method as 'GET',
        route.url.includes(':') ? url : `${url}${query}`,
        {
          token: b.token,
          ...(hasBody ? { body: attackBody() } : {}),
        },
      );
      expect(res.status, where).toBeLessThan(500);
      if (route.url.startsWith('/api/admin/')) {
        expect(res.status, where).toBe(403);
        continue;
      }
      // A document kind names B's own document of that kind, not one of A's records.
      const ownByKind = /^[^:]*:kind(\/[^:]*)?$/.test(route.url);
      if (route.url.includes(':') && !ownByKind)
        expect([400, 404], `${where} → ${res.status}`).toContain(res.status);
      const text = JSON.stringify(res.body);
      for (const marker of [
        ...fixture.markers,
        fixture.clientId,
        fixture.dogId,
        fixture.sessionId,
        fixture.serviceId,
        fixture.bonoId,
        fixture.paymentId,
        fixture.invoiceId,
      ]) {
        expect(text.includes(marker), `${where} leaked ${marker}`).toBe(false);
      }
    }
    // Sanity: the matrix did visit the authenticated routes (38 when this was written).
    expect(authenticated.length).toBeGreaterThanOrEqual(35);
    expect(await dumpTenant(t.database.db, a.id)).toEqual(before);
  });

  it("cannot create a dog under the first trainer's client nor a session for its dog", async () => {
    const dog = await api.post(
      '/api/dogs',
      { name: 'Colado', breed: 'Galgo', clientId: fixture.clientId },
      b.token,
    );
    expect(dog.status).toBe(404);
    const session = await api.post(
      '/api/sessions',
      {
        dogId: fixture.dogId,
        date: new Date().toISOString(),
        duration: 30,
        objectives: 'x',
        activities: 'x',
      },
      b.token,
    );
    expect(session.status).toBe(404);
  });

  it("cannot link its bookings to the first trainer's client or dog, nor complete its appointment", async () => {
    const date = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const booking = {
      clientName: 'Zacarías Secretísimo',
      // A's client's very e-mail: B's booking is matched among B's clients only.
      clientEmail: 'zacarias.secreto@example.com',
      clientPhone: '611222333',
      dogName: 'Perrosecreto',
      requestedDate: date,
      requestedTime: '10:00',
      duration: 60,
      serviceType: 'consultation',
    };
    const linkedToA = await api.post(
      '/api/appointments/requests',
      { ...booking, clientId: fixture.clientId, dogId: fixture.dogId },
      b.token,
    );
    expect(linkedToA.status).toBe(404);
    const own = await api.post('/api/appointments/requests', booking, b.token);
    expect(own.status).toBe(201);
    expect(own.body.data.clientId).not.toBe(fixture.clientId);
    expect(own.body.data.dogId).not.toBe(fixture.dogId);
    const match = await api.get(`/api/appointments/requests/${own.body.data.id}/match`, b.token);
    expect(match.body.data.client.id).toBe(own.body.data.clientId);
    const approved = await api.post(
      `/api/appointments/requests/${own.body.data.id}/approve`,
      { scheduledDate: date, scheduledTime: '10:00', clientId: fixture.clientId },
      b.token,
    );
    expect(approved.status).toBe(404);
  });

  it('the photo URL is the only way to a photo: unguessable ids answer 404', async () => {
    expect((await api.get(`/api/photos/${fixture.photoId}`)).status).toBe(200);
    expect((await api.get('/api/photos/00000000-0000-7000-8000-000000000000')).status).toBe(404);
  });
});

describe('public routes', () => {
  it('answer nothing beyond their documented fields', async () => {
    // The fixture's day (its own `inDays(10)`): A is free 09:00–13:00 but for the 11:00
    // appointment, so the page offers times there and the form accepts a request (issue 14).
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const educator = await api.get(`/api/public/educators/${a.id}`);
    expect(educator.status).toBe(200);
    // The business name and the sessions' place are what the trainer publishes in Ajustes (issue 27).
    expect(Object.keys(educator.body.data).sort()).toEqual([
      'businessName',
      'id',
      'name',
      'place',
      'timeZone',
    ]);
    const slots = await api.get(
      `/api/appointments/public/available-slots?date=${date}&duration=60&businessId=${a.id}`,
    );
    expect(slots.status).toBe(200);
    expect(Object.keys(slots.body.data)).toEqual(['slots']);
    for (const slot of slots.body.data.slots)
      expect(Object.keys(slot).sort()).toEqual(['endTime', 'time']);
    const booked = await api.post('/api/public/appointments/request', {
      clientName: 'Pública',
      clientEmail: 'publica@example.com',
      clientPhone: '600999888',
      dogName: 'Luna',
      serviceType: 'basic_training',
      preferredDate: date,
      consent: true,
      educatorId: a.id,
    });
    expect(booked.status).toBe(201);
    expect(Object.keys(booked.body.data).sort()).toEqual(
      [
        'clientName',
        'dogName',
        'id',
        'preferredDate',
        'preferredTime',
        'serviceType',
        'status',
      ].sort(),
    );
    // Nothing of the trainer's other data travels with any of them.
    const text = JSON.stringify([educator.body, slots.body, booked.body]);
    for (const marker of fixture.markers) expect(text.includes(marker), marker).toBe(false);
    expect(text).not.toContain(a.email);
  });
});
