/**
 * The composition root of the API's modules: the one file that imports route files. A module's
 * index.ts exports its services and types only, so module → module imports never reach a route
 * file, its plugins and, through them, back into the modules (docs/architecture.md).
 */
import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin/admin.routes.ts';
import appointmentRequestRoutes from './appointment-requests/appointment-requests.routes.ts';
import {
  classRequestDecisionRoutes,
  ownerClassRequestRoutes,
} from './appointment-requests/class-requests.routes.ts';
import publicClassRoutes from './public/public-classes.routes.ts';
import appointmentRoutes from './appointments/appointments.routes.ts';
import auditRoutes from './audit/audit.routes.ts';
import authRoutes from './auth/auth.routes.ts';
import availabilityRoutes from './availability/availability.routes.ts';
import weeklyHoursRoutes from './availability/weekly-hours.routes.ts';
import calendarRoutes from './calendar/calendar.routes.ts';
import calendarFeedRoutes from './calendar-feed/calendar-feed.routes.ts';
import classReportRoutes from './classes/class-report.routes.ts';
import classWaitlistRoutes from './classes/class-waitlist.routes.ts';
import classRoutes from './classes/classes.routes.ts';
import courseRoutes from './classes/courses.routes.ts';
import ownerClassRoutes from './classes/owner-classes.routes.ts';
import ownerCourseRoutes from './classes/owner-courses.routes.ts';
import clientRoutes from './clients/clients.routes.ts';
import dataRightsRoutes from './data-rights/data-rights.routes.ts';
import dogRoutes from './dogs/dogs.routes.ts';
import photoRoutes from './dogs/photos.routes.ts';
import { clientExportRoutes, exportRoutes } from './exports/exports.routes.ts';
import healthRoutes from './health/health.routes.ts';
import importRoutes from './imports/imports.routes.ts';
import outboxRoutes from './outbox/outbox.routes.ts';
import changeRequestRoutes from './owners/change-requests.routes.ts';
import ownerSettingsRoutes from './owners/owner-settings.routes.ts';
import ownerInvitationRoutes from './owners/owner-invitations.routes.ts';
import ownerRoutes from './owners/owners.routes.ts';
import bonoRoutes from './bonos/bonos.routes.ts';
import paymentRoutes from './payments/payments.routes.ts';
import invoiceRoutes from './invoices/invoices.routes.ts';
import privacyRoutes from './privacy/privacy.routes.ts';
import publicRoutes from './public/public.routes.ts';
import reminderRoutes from './reminders/reminders.routes.ts';
import exercisePhotoRoutes from './reports/exercise-photos.routes.ts';
import ownerReportRoutes from './reports/owner-reports.routes.ts';
import reportsRoutes from './reports/reports.routes.ts';
import serviceRoutes from './services/services.routes.ts';
import sessionsRoutes from './sessions/sessions.routes.ts';
import telemetryRoutes from './telemetry/telemetry.routes.ts';
import ownerDocumentRoutes from './vaccines/owner-documents.routes.ts';
import consentRoutes from './consents/consents.routes.ts';
import ownerConsentRoutes from './consents/owner-consents.routes.ts';
import vaccineRoutes from './vaccines/vaccines.routes.ts';

/** Every API module and its prefix under /api. A new domain adds one line here. */
export const apiModules: { prefix: string; plugin: FastifyPluginAsync }[] = [
  { prefix: '', plugin: healthRoutes },
  { prefix: '/auth', plugin: authRoutes },
  { prefix: '/admin', plugin: adminRoutes },
  { prefix: '/clients', plugin: clientRoutes },
  { prefix: '/clients/import', plugin: importRoutes },
  { prefix: '/clients', plugin: clientExportRoutes },
  { prefix: '/exports', plugin: exportRoutes },
  { prefix: '/dogs', plugin: dogRoutes },
  { prefix: '/photos', plugin: photoRoutes },
  { prefix: '/sessions', plugin: sessionsRoutes },
  { prefix: '/services', plugin: serviceRoutes },
  { prefix: '/bonos', plugin: bonoRoutes },
  { prefix: '/classes', plugin: classRoutes },
  { prefix: '/classes', plugin: classWaitlistRoutes },
  { prefix: '/classes', plugin: classReportRoutes },
  { prefix: '/courses', plugin: courseRoutes },
  { prefix: '/payments', plugin: paymentRoutes },
  { prefix: '/invoices', plugin: invoiceRoutes },
  { prefix: '', plugin: telemetryRoutes },
  { prefix: '/appointments/availability', plugin: availabilityRoutes },
  { prefix: '/appointments/requests', plugin: appointmentRequestRoutes },
  { prefix: '/appointments/requests', plugin: classRequestDecisionRoutes },
  { prefix: '/appointments/change-requests', plugin: changeRequestRoutes },
  { prefix: '/appointments/calendar', plugin: calendarRoutes },
  { prefix: '/appointments', plugin: weeklyHoursRoutes },
  { prefix: '/appointments', plugin: appointmentRoutes },
  { prefix: '', plugin: publicRoutes },
  { prefix: '', plugin: publicClassRoutes },
  { prefix: '/owner', plugin: ownerRoutes },
  { prefix: '/owner-area', plugin: ownerSettingsRoutes },
  { prefix: '/owner-invitations', plugin: ownerInvitationRoutes },
  { prefix: '/calendar-feed', plugin: calendarFeedRoutes },
  { prefix: '/reminders', plugin: reminderRoutes },
  { prefix: '/admin/audit', plugin: auditRoutes },
  { prefix: '/admin/outbox', plugin: outboxRoutes },
  { prefix: '', plugin: privacyRoutes },
  { prefix: '', plugin: dataRightsRoutes },
  { prefix: '', plugin: reportsRoutes },
  { prefix: '/owner/reports', plugin: ownerReportRoutes },
  { prefix: '/exercise-photos', plugin: exercisePhotoRoutes },
  { prefix: '/vaccines', plugin: vaccineRoutes },
  { prefix: '/owner/documents', plugin: ownerDocumentRoutes },
  { prefix: '/owner/consents', plugin: ownerConsentRoutes },
  { prefix: '/consents', plugin: consentRoutes },
  { prefix: '/owner/classes', plugin: ownerClassRoutes },
  { prefix: '/owner/classes', plugin: ownerClassRequestRoutes },
  { prefix: '/owner/courses', plugin: ownerCourseRoutes },
];
