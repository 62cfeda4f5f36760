/**
 * The telemetry module's public surface. Its routes are mounted by the composition root
 * (modules/index.ts); data-rights calls it to forget a person.
 */
export { forgetTelemetryOf } from './telemetry.service.ts';
