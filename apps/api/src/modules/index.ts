/**
 * The composition root of the API's modules: the one file that imports route files. A module's
 * index.ts exports its services and types only, so module → module imports never reach a route
 * file, its plugins and, through them, back into the modules (docs/architecture.md).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AccessQuestion, OwnWorkKind } from '@adiestra/shared';
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
import commissionRoutes from './commissions/commissions.routes.ts';
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
import staffRoutes from './staff/staff.routes.ts';

/**
 * Every API module, its prefix under /api and, when all its routes ask the same, the access
 * layer's question that guards them (lib/access.ts, decision 0133). A module without one declares
 * it on each route (`config.access`); the app refuses to start with a route that declares none.
 * A new domain adds one line here.
 */
export const apiModules: {
  prefix: string;
  plugin: FastifyPluginAsync;
  access?: AccessQuestion;
  /** What its routes' `:id` is, for the adiestrador's own-work check (decision 0148). */
  ownWork?: OwnWorkKind;
}[] = [
  { prefix: '', plugin: healthRoutes, access: 'public' },
  { prefix: '/auth', plugin: authRoutes },
  { prefix: '/admin', plugin: adminRoutes, access: 'admin' },
  { prefix: '/clients', plugin: clientRoutes, access: 'clients' },
  { prefix: '/clients/import', plugin: importRoutes, access: 'clients' },
  { prefix: '/clients', plugin: clientExportRoutes, access: 'export' },
  { prefix: '/exports', plugin: exportRoutes, access: 'export' },
  { prefix: '/dogs', plugin: dogRoutes, access: 'clients' },
  { prefix: '/photos', plugin: photoRoutes, access: 'public' },
  { prefix: '/sessions', plugin: sessionsRoutes, access: 'work', ownWork: 'session' },
  { prefix: '/services', plugin: serviceRoutes },
  { prefix: '/bonos', plugin: bonoRoutes, access: 'money' },
  { prefix: '/classes', plugin: classRoutes, access: 'work', ownWork: 'class' },
  { prefix: '/classes', plugin: classWaitlistRoutes, access: 'work', ownWork: 'class' },
  { prefix: '/classes', plugin: classReportRoutes, access: 'work', ownWork: 'class' },
  { prefix: '/courses', plugin: courseRoutes, access: 'work', ownWork: 'course' },
  { prefix: '/payments', plugin: paymentRoutes, access: 'money' },
  { prefix: '/invoices', plugin: invoiceRoutes },
  { prefix: '', plugin: telemetryRoutes },
  { prefix: '/appointments/availability', plugin: availabilityRoutes, access: 'work' },
  {
    prefix: '/appointments/requests',
    plugin: appointmentRequestRoutes,
    access: 'work',
    ownWork: 'request',
  },
  {
    prefix: '/appointments/requests',
    plugin: classRequestDecisionRoutes,
    access: 'work',
    ownWork: 'request',
  },
  { prefix: '/appointments/change-requests', plugin: changeRequestRoutes, access: 'work' },
  {
    prefix: '/appointments/calendar',
    plugin: calendarRoutes,
    access: 'work',
    ownWork: 'appointment',
  },
  { prefix: '/appointments', plugin: weeklyHoursRoutes, access: 'work' },
  { prefix: '/appointments', plugin: appointmentRoutes, access: 'work', ownWork: 'appointment' },
  { prefix: '', plugin: publicRoutes, access: 'public' },
  { prefix: '', plugin: publicClassRoutes, access: 'public' },
  { prefix: '/owner', plugin: ownerRoutes, access: 'public' },
  { prefix: '/owner-area', plugin: ownerSettingsRoutes, access: 'business' },
  { prefix: '/owner-invitations', plugin: ownerInvitationRoutes, access: 'clients' },
  { prefix: '/calendar-feed', plugin: calendarFeedRoutes },
  { prefix: '/reminders', plugin: reminderRoutes },
  { prefix: '/admin/audit', plugin: auditRoutes, access: 'admin' },
  { prefix: '/admin/outbox', plugin: outboxRoutes, access: 'admin' },
  { prefix: '', plugin: privacyRoutes },
  { prefix: '', plugin: dataRightsRoutes, access: 'business' },
  { prefix: '', plugin: reportsRoutes, access: 'work' },
  { prefix: '/owner/reports', plugin: ownerReportRoutes, access: 'public' },
  { prefix: '/exercise-photos', plugin: exercisePhotoRoutes, access: 'public' },
  { prefix: '/vaccines', plugin: vaccineRoutes, access: 'work' },
  { prefix: '/owner/documents', plugin: ownerDocumentRoutes, access: 'public' },
  { prefix: '/owner/consents', plugin: ownerConsentRoutes, access: 'public' },
  { prefix: '/consents', plugin: consentRoutes },
  { prefix: '/owner/classes', plugin: ownerClassRoutes, access: 'public' },
  { prefix: '/owner/classes', plugin: ownerClassRequestRoutes, access: 'public' },
  { prefix: '/owner/courses', plugin: ownerCourseRoutes, access: 'public' },
  { prefix: '/staff', plugin: staffRoutes },
  { prefix: '/commissions', plugin: commissionRoutes, access: 'business' },
];
