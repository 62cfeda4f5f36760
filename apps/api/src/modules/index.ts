import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/index.ts';
import { appointmentRequestRoutes } from './appointment-requests/index.ts';
import { appointmentRoutes } from './appointments/index.ts';
import { authRoutes } from './auth/index.ts';
import { availabilityRoutes } from './availability/index.ts';
import { clientRoutes } from './clients/index.ts';
import { dogRoutes, photoRoutes } from './dogs/index.ts';
import { healthRoutes } from './health/index.ts';
import { publicRoutes } from './public/index.ts';
import { sessionsRoutes } from './sessions/index.ts';
import { telemetryRoutes } from './telemetry/index.ts';

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
