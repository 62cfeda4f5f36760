// The telemetry's types and limits, apart from its schemas: the browser's tracker needs these
// and not the validation (the server's), so loading them loads no zod (decision 0096).

export const TELEMETRY_EVENT_TYPES = [
  'page_view',
  'click',
  'form_submit',
  'error',
  'search',
  'navigation',
  'time_on_page',
  'custom',
  'app_start',
] as const;
export type TelemetryEventType = (typeof TELEMETRY_EVENT_TYPES)[number];

export const TELEMETRY_LIMITS = {
  /** Events per POST /api/telemetry/events. */
  batchSize: 50,
  /** Route body limits, in bytes (larger bodies answer 413). */
  eventsBodyBytes: 64 * 1024,
  errorBodyBytes: 32 * 1024,
  propsKeys: 12,
  propValueLength: 120,
  messageLength: 1000,
  stackLength: 8000,
  /** Days the summary can cover. */
  summaryMaxDays: 90,
} as const;
