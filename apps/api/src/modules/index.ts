import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin/admin.routes.ts';
import appointmentRequestRoutes from './appointment-requests/appointment-requests.routes.ts';
import appointmentRoutes from './appointments/appointments.routes.ts';
import authRoutes from './auth/auth.routes.ts';
import availabilityRoutes from './availability/availability.routes.ts';
import clientRoutes from './clients/clients.routes.ts';
import dogRoutes from './dogs/dogs.routes.ts';
import photoRoutes from './dogs/photos.routes.ts';
import healthRoutes from './health/health.routes.ts';
import publicRoutes from './public/public.routes.ts';
import sessionsRoutes from './sessions/sessions.routes.ts';
import telemetryRoutes from './telemetry/telemetry.routes.ts';

/** Every API module and its prefix under /api. A new domain adds one line here. */
export const apiModules: { prefix: string; plugin: FastifyPluginAsync }[] = [
  { prefix: '', plugin: healthRoutes },
  { prefix: '/auth', plugin: authRoutes },
  { prefix: '/admin', plugin: adminRoutes },
  { prefix: '/clients', plugin: clientRoutes },
  { prefix: '/dogs', plugin: dogRoutes },
  { prefix: '/photos', plugin: photoRoutes },
  { prefix: '/sessions', plugin: sessionsRoutes },
  { prefix: '', plugin: telemetryRoutes },
  { prefix: '/appointments/availability', plugin: availabilityRoutes },
  { prefix: '/appointments/requests', plugin: appointmentRequestRoutes },
  { prefix: '/appointments', plugin: appointmentRoutes },
  { prefix: '', plugin: publicRoutes },
];
