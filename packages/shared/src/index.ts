import { z } from 'zod';

// Every message zod produces by itself (wrong type, unknown enum value…) is Spanish too.
z.config(z.locales.es());

export * from './constants.ts';
export * from './api.ts';
export * from './fields.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './sessions.ts';
export * from './clients.ts';
export * from './dogs.ts';
export * from './time-zone.ts';
export * from './date-range.ts';
export * from './scheduling.ts';
export * from './scheduling-fields.ts';
export * from './availability.ts';
export * from './booking-links.ts';
export * from './appointment-requests.ts';
export * from './appointments.ts';
export * from './weekly-hours.ts';
export * from './public-booking.ts';
export * from './telemetry.ts';
export * from './options.ts';
export * from './owners.ts';
export * from './money-format.ts';
export * from './money.ts';
export * from './services.ts';
export * from './bonos.ts';
export * from './payments.ts';
export * from './reminders.ts';
export * from './imports.ts';
export * from './data-rights.ts';
export * from './reports.ts';
export * from './outbox.ts';
export * from './tax-id.ts';
export * from './invoices.ts';
