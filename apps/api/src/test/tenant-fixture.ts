import { addDays, DEFAULT_TIME_ZONE, todayIn } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ApiClient } from './api-client.ts';
import { jpegWithExif, toDataUrl } from './images.ts';
import { trainerTestApp } from './test-app.ts';
import { fiscalProfileBody } from './invoice-fixtures.ts';

export interface TenantFixture {
  clientId: string;
  dogId: string;
  photoId: string;
  sessionId: string;
  slotId: string;
  requestId: string;
  appointmentId: string;
  exceptionId: string;
  serviceId: string;
  templateId: string;
  bonoId: string;
  /** A second bono, unpaid, invoiced directly (issue 30: an invoice's source). */
  unpaidBonoId: string;
  /** A use of the bono (bono_movements). */
  movementId: string;
  paymentId: string;
  /** An exercise of the trainer's library with its photo (issue 17). */
  exerciseId: string;
  exercisePhotoId: string;
  /** A vaccine dose of the dog (issue 31.2). */
  vaccinationId: string;
  /** A group class with the dog enrolled (issue 29), and that place. */
  classId: string;
  classEnrolmentId: string;
  /** A course (issue 29, decision 0081) with the dog enrolled, and that enrolment. */
  courseId: string;
  courseEnrolmentId: string;
  /** Issue 30: an invoice of the payment (after a first one was cancelled). */
  invoiceId: string;
  /** Strings that only this tenant's data contains: none may appear in another tenant's answers. */
  markers: string[];
}

// Days counted in the trainer's time zone, as the server reads them: between 23:00 and midnight UTC
// the UTC date is already yesterday in Madrid, and "today's" class would be in the past.
const inDays = (days: number) => addDays(todayIn(DEFAULT_TIME_ZONE), days);

/** One of every tenant-owned record, created through the API as `token`'s trainer. */
export async function createTenantFixture(api: ApiClient, token: string): Promise<TenantFixture> {
  const ok = (res: { status: number; body: any }, what: string): any => {
    if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const client: { id: string } = ok(
    await api.post(
      '/api/clients',
      {
        name: 'Zacarías Secretísimo',
        email: 'zacarias.secreto@example.com',
        phone: '611222333',
        notes: 'NOTA-PRIVADA-A',
      },
      token,
    ),
    'client',
  );
  const dog: { id: string; photo: string } = ok(
    await api.post(
      '/api/dogs',
      {
        name: 'Perrosecreto',
        breed: 'Podenco',
        clientId: client.id,
        photo: toDataUrl(await jpegWithExif(64, 48)),
      },
      token,
    ),
    'dog',
  );
  const session: { id: string } = ok(
    await api.post(
      '/api/sessions',
      {
        dogId: dog.id,
        date: new Date().toISOString(),
        duration: 50,
        objectives: 'OBJETIVO-PRIVADO-A',
        activities: 'Paseo',
      },
      token,
    ),
    'session',
  );
  const slot: { id: string } = ok(
    await api.post(
      '/api/appointments/availability',
      { date: inDays(10), startTime: '09:00', endTime: '13:00' },
      token,
    ),
    'slot',
  );
  const requestBody = (time: string) => ({
    clientName: 'Dueña Secretísima',
    clientEmail: 'duena.secreta@example.com',
    clientPhone: '622333444',
    dogName: 'Canelasecreta',
    requestedDate: inDays(10),
    requestedTime: time,
    duration: 60,
    serviceType: 'consultation',
  });
  const request: { id: string } = ok(
    await api.post('/api/appointments/requests', requestBody('09:00'), token),
    'request',
  );
  const toApprove: { id: string } = ok(
    await api.post('/api/appointments/requests', requestBody('11:00'), token),
    'request 2',
  );
  const approval: { appointment: { id: string } } = ok(
    await api.post(
      `/api/appointments/requests/${toApprove.id}/approve`,
      { scheduledDate: inDays(10), scheduledTime: '11:00' },
      token,
    ),
    'approve',
  );
  // Issue 19: weekly hours, a closed date with a private reason, and booking rules.
  ok(
    await api.put(
      '/api/appointments/weekly-hours',
      { ranges: [{ weekday: 1, startTime: '09:00', endTime: '14:00' }] },
      token,
    ),
    'weekly hours',
  );
  const exception: { id: string } = ok(
    await api.post(
      '/api/appointments/availability-exceptions',
      { kind: 'CLOSED', startDate: inDays(11), reason: 'MOTIVO-PRIVADO-A' },
      token,
    ),
    'exception',
  );
  ok(
    await api.put(
      '/api/appointments/booking-rules',
      {
        bufferBeforeMinutes: 5,
        bufferAfterMinutes: 5,
        minNoticeHours: 1,
        horizonDays: 90,
        stepMinutes: 30,
      },
      token,
    ),
    'booking rules',
  );
  const service: { id: string } = ok(
    await api.post(
      '/api/services',
      {
        name: 'SERVICIO-PRIVADO-A',
        description: null,
        duration: 45,
        priceCents: 4000,
        kind: 'individual',
        isPublic: false,
        color: '#123456',
      },
      token,
    ),
    'service',
  );
  const template: { id: string } = ok(
    await api.post(
      '/api/bonos/templates',
      { serviceId: service.id, sessions: 5, priceCents: 18000, validityDays: 90 },
      token,
    ),
    'bono template',
  );
  const bono: { id: string } = ok(
    await api.post(
      '/api/bonos',
      { templateId: template.id, clientId: client.id, soldOn: inDays(0) },
      token,
    ),
    'bono',
  );
  const used = await api.post(`/api/bonos/${bono.id}/use`, { reason: 'MOTIVO-PRIVADO-A' }, token);
  if (used.status !== 200) throw new Error(`bono use: ${JSON.stringify(used.body)}`);
  const payment: { id: string } = ok(
    await api.post(
      '/api/payments',
      {
        target: 'bono',
        targetId: bono.id,
        amountCents: 18000,
        method: 'bizum',
        paidOn: inDays(0),
        note: 'PAGO-PRIVADO-A',
      },
      token,
    ),
    'payment',
  );
  // Issue 30: the fiscal profile, an invoice cancelled and the payment invoiced again, so every
  // invoicing table (records of issue and cancellation, events) holds a row.
  ok(
    await api.put('/api/invoices/profile', fiscalProfileBody('Lucía Educadora'), token),
    'fiscal profile',
  );
  const recipient = {
    name: 'Zacarías Secretísimo',
    taxId: 'X1234567L',
    address: 'Calle Secreta 9',
    postalCode: '28001',
    city: 'Madrid',
    province: 'Madrid',
  };
  const cancelled: { id: string } = ok(
    await api.post('/api/invoices', { paymentId: payment.id, recipient }, token),
    'invoice',
  );
  ok(
    await api.post(`/api/invoices/${cancelled.id}/cancel`, { description: 'Duplicada' }, token),
    'invoice cancellation',
  );
  const invoice: { id: string } = ok(
    await api.post('/api/invoices', { paymentId: payment.id, recipient }, token),
    'invoice again',
  );
  // A second bono, unpaid, invoiced directly: its sale is an invoice's source (invoice_sources).
  const unpaidBono: { id: string } = ok(
    await api.post(
      '/api/bonos',
      { templateId: template.id, clientId: client.id, soldOn: inDays(0) },
      token,
    ),
    'unpaid bono',
  );
  ok(await api.post('/api/invoices', { bonoId: unpaidBono.id, recipient }, token), 'bono invoice');
  const exercise: { id: string; photo: string } = ok(
    await api.post(
      '/api/exercises',
      {
        name: 'Ejercicio secreto',
        instructions: 'EJERCICIO-PRIVADO-A',
        photo: toDataUrl(await jpegWithExif(40, 40)),
      },
      token,
    ),
    'exercise',
  );
  // Homework from that exercise, and the report sent to the owner (its link too).
  ok(
    await api.put(
      `/api/sessions/${session.id}/homework`,
      {
        items: [
          {
            exerciseId: exercise.id,
            name: 'Ejercicio secreto',
            instructions: 'DEBERES-PRIVADOS-A',
            timesPerDay: 2,
            daysPerWeek: 5,
          },
        ],
      },
      token,
    ),
    'homework',
  );
  ok(await api.post(`/api/sessions/${session.id}/report`, undefined, token), 'report');
  const vaccination: { id: string } = ok(
    await api.post(
      `/api/vaccines/dog/${dog.id}`,
      { kind: 'other', name: 'VACUNA-PRIVADA-A', givenOn: inDays(-30) },
      token,
    ),
    'vaccination',
  );
  ok(await api.put('/api/vaccines/settings', { region: 'galicia' }, token), 'vaccine settings');
  // Public by design (the booking page links it), so not a marker.
  ok(
    await api.put('/api/privacy', { body: 'Tratamos tus datos para gestionar tus citas.' }, token),
    'privacy',
  );
  const groupService: { id: string } = ok(
    await api.post(
      '/api/services',
      {
        name: 'Clase secreta',
        duration: 60,
        priceCents: 1500,
        kind: 'group',
        isPublic: false,
        color: '#654321',
      },
      token,
    ),
    'group service',
  );
  const groupClass: { id: string } = ok(
    await api.post(
      '/api/classes',
      {
        serviceId: groupService.id,
        date: inDays(9),
        time: '19:00',
        place: 'LUGAR-PRIVADO-A',
        places: 4,
      },
      token,
    ),
    'class',
  ).classes[0];
  const place: { roster: { id: string }[] } = ok(
    await api.post(
      `/api/classes/${groupClass.id}/enrolments`,
      { clientId: client.id, dogId: dog.id },
      token,
    ),
    'class enrolment',
  );
  // A class held today with the dog attending, and its report (decision 0087): the report's
  // general part, and the dog's line as a session of the dog linked to the class.
  const heldClass: { id: string } = ok(
    await api.post(
      '/api/classes',
      { serviceId: groupService.id, date: inDays(0), time: '00:00', places: 4 },
      token,
    ),
    'held class',
  ).classes[0];
  const heldPlace: { roster: { id: string }[] } = ok(
    await api.post(
      `/api/classes/${heldClass.id}/enrolments`,
      { clientId: client.id, dogId: dog.id },
      token,
    ),
    'held class enrolment',
  );
  ok(
    await api.put(
      `/api/classes/${heldClass.id}/enrolments/${heldPlace.roster[0]!.id}/attendance`,
      { attended: true },
      token,
    ),
    'attendance',
  );
  ok(
    await api.put(
      `/api/classes/${heldClass.id}/report`,
      {
        worked: 'Llamada en grupo',
        notes: null,
        lines: [{ dogId: dog.id, progress: 50, notes: 'Atento', homework: [] }],
      },
      token,
    ),
    'class report',
  );
  const course: { id: string } = ok(
    await api.post(
      '/api/courses',
      {
        name: 'CURSO-PRIVADO-A',
        serviceId: groupService.id,
        date: inDays(10),
        time: '19:00',
        count: 2,
        places: 4,
        priceCents: 9000,
      },
      token,
    ),
    'course',
  );
  const courseEnrolled: { enrolments: { id: string }[] } = ok(
    await api.post(
      `/api/courses/${course.id}/enrolments`,
      { clientId: client.id, dogId: dog.id },
      token,
    ),
    'course enrolment',
  );
  const exercisePhotoId = /\/api\/exercise-photos\/([0-9a-f-]{36})/.exec(exercise.photo)?.[1];
  if (!exercisePhotoId) throw new Error(`exercise photo url: ${exercise.photo}`);
  const photoId = /\/api\/photos\/([0-9a-f-]{36})/.exec(dog.photo)?.[1];
  if (!photoId) throw new Error(`dog photo url: ${dog.photo}`);
  return {
    clientId: client.id,
    dogId: dog.id,
    photoId,
    sessionId: session.id,
    slotId: slot.id,
    requestId: request.id,
    appointmentId: approval.appointment.id,
    exceptionId: exception.id,
    serviceId: service.id,
    templateId: template.id,
    bonoId: bono.id,
    unpaidBonoId: unpaidBono.id,
    movementId: used.body.data.movement.id as string,
    paymentId: payment.id,
    exerciseId: exercise.id,
    exercisePhotoId,
    vaccinationId: vaccination.id,
    classId: groupClass.id,
    classEnrolmentId: place.roster[0]!.id,
    courseId: course.id,
    courseEnrolmentId: courseEnrolled.enrolments[0]!.id,
    invoiceId: invoice.id,
    markers: [
      'VACUNA-PRIVADA-A',
      'LUGAR-PRIVADO-A',
      'EJERCICIO-PRIVADO-A',
      'DEBERES-PRIVADOS-A',
      'SERVICIO-PRIVADO-A',
      'MOTIVO-PRIVADO-A',
      'PAGO-PRIVADO-A',
      'Zacarías',
      'zacarias.secreto',
      'NOTA-PRIVADA-A',
      'Perrosecreto',
      'OBJETIVO-PRIVADO-A',
      'Canelasecreta',
      'duena.secreta',
    ],
  };
}

/** The tenant tables whose rows outlive a deleted account (decision 0123). */
export const FISCAL_RECORD_TABLES = [
  'invoices',
  'invoice_lines',
  'invoice_payments',
  'invoice_sources',
  'invoice_cancellations',
  'invoice_records',
  'invoice_events',
];

/** Every table whose rows belong to one trainer. */
export const TENANT_TABLES = [
  'clients',
  'dogs',
  'dog_photos',
  'training_sessions',
  'availability_slots',
  'appointment_requests',
  'appointments',
  // Made by every approval (the owner's mail links to its appointment). Change requests are
  // an owner's doing: their cross-trainer matrix is modules/owners/owner-isolation.test.ts.
  'booking_links',
  'weekly_hours',
  'availability_exceptions',
  'booking_rules',
  'services',
  'bono_templates',
  'bonos',
  'bono_movements',
  'payments',
  // Issue 17: the library, homework, reports sent and their links; issue 20: privacy texts.
  'exercises',
  'exercise_photos',
  'homework_items',
  'session_reports',
  'report_links',
  'privacy_texts',
  // Kept by the database from training_sessions (decision 0023).
  'session_totals',
  // Issue 26: the messages the trainer's changes caused (the approval's mail to the owner).
  'outgoing_messages',
  // Issue 31.2: a dog's vaccine doses and the trainer's comunidad. The owners' uploads
  // (dog_documents, issue 31.3) are an owner's doing, like change requests: their matrix is
  // modules/vaccines/owner-documents.test.ts.
  'vaccinations',
  'vaccine_settings',
  // Issue 29: group classes and their places.
  'classes',
  'class_enrolments',
  // The class report's general part (decision 0087); its lines are training_sessions.
  'class_reports',
  // Issue 29: courses and their enrolments (decision 0081).
  'courses',
  'course_enrolments',
  // Issue 30: the fiscal profile, invoices and the registro de facturación.
  'fiscal_profiles',
  'invoice_counters',
  ...FISCAL_RECORD_TABLES,
];

/** Everything a trainer owns, as rows, to compare before and after an attack. */
export async function dumpTenant(db: Db, businessId: string) {
  const out: Record<string, unknown> = {};
  for (const table of TENANT_TABLES) {
    const result = await db.execute(
      // Column 1 is the id (business_id on the one-row-per-trainer booking_rules and session_totals).
      sql`select * from ${sql.identifier(table)} where business_id = ${businessId} order by 1`,
    );
    out[table] = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  }
  return out;
}

/** A test app with one trainer who owns one of every tenant record (createTenantFixture). */
export async function tenantTestApp() {
  const opened = await trainerTestApp(['Lucía']);
  try {
    const [trainer] = opened.trainers;
    return { ...opened, trainer, fixture: await createTenantFixture(opened.api, trainer.token) };
  } catch (error) {
    await opened.t.close();
    throw error;
  }
}
