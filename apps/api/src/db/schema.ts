/**
 * Every table, for drizzle-kit (apps/api/drizzle.config.ts), the database client, migrations,
 * backups and tests. Each table is defined by the module that owns it (modules/<m>/<m>.schema.ts,
 * decision 0029); code inside a module imports its own schema file, never this barrel
 * (module-tables.test.ts). Tables only: the column helpers stay out of `import * as schema`.
 */
export {
  users,
  loginSessions,
  passwordResetTokens,
  businesses,
  businessMembers,
} from '../modules/auth/auth.schema.ts';
export { clients } from '../modules/clients/clients.schema.ts';
export { dogs, dogPhotos } from '../modules/dogs/dogs.schema.ts';
export { services, serviceTrainers } from '../modules/services/services.schema.ts';
export { trainingSessions, sessionTotals } from '../modules/sessions/sessions.schema.ts';
export {
  availabilitySlots,
  weeklyHours,
  availabilityExceptions,
  bookingRules,
  trainerOccupancy,
} from '../modules/availability/availability.schema.ts';
export { appointmentRequests } from '../modules/appointment-requests/appointment-requests.schema.ts';
export { appointments } from '../modules/appointments/appointments.schema.ts';
export { telemetryEvents, telemetryErrors } from '../modules/telemetry/telemetry.schema.ts';
export {
  ownerSignInTokens,
  ownerSessions,
  bookingLinks,
  ownerAreaSettings,
  bookingSlugs,
  appointmentChangeRequests,
  ownerAreaInvitations,
} from '../modules/owners/owners.schema.ts';
export { bonoTemplates, bonos, bonoMovements } from '../modules/bonos/bonos.schema.ts';
export { payments } from '../modules/payments/payments.schema.ts';
export { commissionRules } from '../modules/commissions/commissions.schema.ts';
export { calendarFeeds } from '../modules/calendar-feed/calendar-feed.schema.ts';
export {
  reminderSettings,
  sentReminders,
  sentClassReminders,
  sentAgendas,
} from '../modules/reminders/reminders.schema.ts';
export { exportJobs } from '../modules/exports/exports.schema.ts';
export { auditLog } from '../modules/audit/audit.schema.ts';
export { privacyTexts } from '../modules/privacy/privacy.schema.ts';
export {
  exercisePhotos,
  exercises,
  homeworkItems,
  sessionReports,
  reportLinks,
  practiceTicks,
} from '../modules/reports/reports.schema.ts';
export { outgoingMessages } from '../modules/outbox/outbox.schema.ts';
export {
  dogDocuments,
  vaccinations,
  vaccineReminders,
  vaccineSettings,
} from '../modules/vaccines/vaccines.schema.ts';
export { rateLimits } from './platform.schema.ts';
export {
  classes,
  classEnrolments,
  classReports,
  classWaitlist,
} from '../modules/classes/classes.schema.ts';
export { courses, courseEnrolments } from '../modules/classes/courses.schema.ts';
export { courseMakeups } from '../modules/classes/course-makeups.schema.ts';
export {
  fiscalProfiles,
  invoiceCounters,
  invoices,
  invoiceLines,
  invoicePayments,
  invoiceSources,
  invoiceCancellations,
  invoiceRecords,
  invoiceEvents,
  invoiceSubmissions,
  aeatCertificates,
} from '../modules/invoices/invoices.schema.ts';
export {
  consentVersions,
  consentAcceptances,
  consentRequestAcceptances,
} from '../modules/consents/consents.schema.ts';
export { memberInvitations } from '../modules/staff/staff.schema.ts';
