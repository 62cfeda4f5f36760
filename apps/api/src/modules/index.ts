import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/index.ts';
import { appointmentRequestRoutes } from './appointment-requests/index.ts';
import { appointmentRoutes } from './appointments/index.ts';
import { auditRoutes } from './audit/index.ts';
import { authRoutes } from './auth/index.ts';
import { availabilityRoutes, weeklyHoursRoutes } from './availability/index.ts';
import { calendarRoutes } from './calendar/index.ts';
import { calendarFeedRoutes } from './calendar-feed/index.ts';
import { clientRoutes } from './clients/index.ts';
import { dataRightsRoutes } from './data-rights/index.ts';
import { dogRoutes, photoRoutes } from './dogs/index.ts';
import { clientExportRoutes, exportRoutes } from './exports/index.ts';
import { healthRoutes } from './health/index.ts';
import { importRoutes } from './imports/index.ts';
import { outboxRoutes } from './outbox/index.ts';
import { changeRequestRoutes, ownerRoutes, ownerSettingsRoutes } from './owners/index.ts';
import { bonoRoutes } from './bonos/index.ts';
import { paymentRoutes } from './payments/index.ts';
import { privacyRoutes } from './privacy/index.ts';
import { publicRoutes } from './public/index.ts';
import { reminderRoutes } from './reminders/index.ts';
import { exercisePhotoRoutes, ownerReportRoutes, reportsRoutes } from './reports/index.ts';
import { serviceRoutes } from './services/index.ts';
import { sessionsRoutes } from './sessions/index.ts';
import { telemetryRoutes } from './telemetry/index.ts';

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
  { prefix: '/payments', plugin: paymentRoutes },
  { prefix: '', plugin: telemetryRoutes },
  { prefix: '/appointments/availability', plugin: availabilityRoutes },
  { prefix: '/appointments/requests', plugin: appointmentRequestRoutes },
  { prefix: '/appointments/change-requests', plugin: changeRequestRoutes },
  { prefix: '/appointments/calendar', plugin: calendarRoutes },
  { prefix: '/appointments', plugin: weeklyHoursRoutes },
  { prefix: '/appointments', plugin: appointmentRoutes },
  { prefix: '', plugin: publicRoutes },
  { prefix: '/owner', plugin: ownerRoutes },
  { prefix: '/owner-area', plugin: ownerSettingsRoutes },
  { prefix: '/calendar-feed', plugin: calendarFeedRoutes },
  { prefix: '/reminders', plugin: reminderRoutes },
  { prefix: '/admin/audit', plugin: auditRoutes },
  { prefix: '/admin/outbox', plugin: outboxRoutes },
  { prefix: '', plugin: privacyRoutes },
  { prefix: '', plugin: dataRightsRoutes },
  { prefix: '', plugin: reportsRoutes },
  { prefix: '/owner/reports', plugin: ownerReportRoutes },
  { prefix: '/exercise-photos', plugin: exercisePhotoRoutes },
];
