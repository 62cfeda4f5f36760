/** The telemetry module's public surface. */
export { default as telemetryRoutes } from './telemetry.routes.ts';
export { forgetTelemetryOf } from './telemetry.service.ts';
