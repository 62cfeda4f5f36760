import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  real,
  text,
  time,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPOINTMENT_STATUSES, CANCELLED_BY } from '@adiestra/shared';
import {
  clientAndDogColumns,
  enumCheck,
  id,
  tsrange,
  tz,
  createdAt,
  updatedAt,
} from '../../db/columns.ts';
import { appointmentRequests } from '../appointment-requests/appointment-requests.schema.ts';
import { tenant, trainer, trainerFk } from '../auth/auth.schema.ts';
import { serviceFk } from '../services/services.schema.ts';

// The tables the appointments module owns: only its own files query them (decision 0029).

/**
 * Two appointments of one trainer (`trainer_id`, decision 0134) that are not CANCELLED never overlap (a COMPLETED one keeps its
 * time): `appointments_no_overlap`, an exclusion constraint on `period` that Drizzle cannot declare,
 * is in drizzle/0001_scheduling_constraints.sql, its predicate widened by the issue-19 migration.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    businessId: tenant(),
    /** The member who gives it (decision 0134); a move keeps it. */
    trainerId: trainer(),
    requestId: uuid('request_id').references(() => appointmentRequests.id, {
      onDelete: 'set null',
    }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone').notNull(),
    dogName: text('dog_name').notNull(),
    dogBreed: text('dog_breed'),
    // Years with decimals, like a dog record's age: a puppy of 0.5 reads "6 meses" (issue 27).
    dogAge: real('dog_age'),
    ...clientAndDogColumns(),
    scheduledDate: date('scheduled_date', { mode: 'string' }).notNull(),
    scheduledTime: time('scheduled_time').notNull(),
    duration: integer('duration').notNull().default(60),
    serviceType: text('service_type').notNull(),
    serviceId: uuid('service_id'),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('SCHEDULED'),
    notes: text('notes'),
    /** Issue 27: a home visit's address, from the request it was approved from. */
    visitAddress: text('visit_address'),
    /** RFC 5545 SEQUENCE of the appointment's event: raised on each change of time and on cancel. */
    icsSequence: integer('ics_sequence').notNull().default(0),
    /** Who cancelled it (the owner from their area, or the trainer); null when not cancelled. */
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    /** The weekly series it belongs to (issue 29, decision 0057): no series row, a shared id. */
    seriesId: uuid('series_id'),
    /** When the owner pressed "Confirmo asistencia" in the reminder (issue 16); null until then. */
    ownerConfirmedAt: tz('owner_confirmed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The appointment's wall-clock range, kept by the database; the overlap constraint reads it. */
    period: tsrange('period').generatedAlwaysAs(
      (): SQL =>
        sql`tsrange(${appointments.scheduledDate} + ${appointments.scheduledTime}, ${appointments.scheduledDate} + ${appointments.scheduledTime} + make_interval(mins => ${appointments.duration}), '[)')`,
    ),
  },
  (t) => [
    index('appointments_business_date_idx').on(t.businessId, t.scheduledDate, t.scheduledTime),
    index('appointments_client_idx').on(t.businessId, t.clientId),
    index('appointments_dog_idx').on(t.businessId, t.dogId),
    index('appointments_series_idx')
      .on(t.businessId, t.seriesId, t.scheduledDate)
      .where(sql`${t.seriesId} is not null`),
    serviceFk('appointments_business_service_fk', t.businessId, t.serviceId),
    trainerFk('appointments_business_trainer_fk', t.businessId, t.trainerId),
    index('appointments_business_trainer_date_idx').on(t.businessId, t.trainerId, t.scheduledDate),
    // The target of (business_id, appointment_id) keys (payments, bono uses).
    unique('appointments_business_id_key').on(t.businessId, t.id),
    // One appointment per request, whatever the API does.
    unique('appointments_request_id_key').on(t.requestId),
    enumCheck('appointments_status_check', t.status, APPOINTMENT_STATUSES),
    check('appointments_duration_check', sql`${t.duration} between 1 and 480`),
    enumCheck('appointments_cancelled_by_check', t.cancelledBy, CANCELLED_BY),
    // The owners' area finds an owner's bookings by their e-mail, compared case-insensitively.
    index('appointments_client_email_idx').on(sql`lower(${t.clientEmail})`),
  ],
);
