import { z } from './z.ts';
import { TELEMETRY_EVENT_TYPES, TELEMETRY_LIMITS } from './telemetry-limits.ts';

/**
 * First-party, cookieless product analytics and error reports (SPEC §1). The same schemas
 * validate what the web module sends and what the API accepts, so nothing free-form (an e-mail,
 * a name, a typed text) has a field to travel in.
 */

/** Letters, digits and a few separators: enough for 'login', 'cliente.nuevo', '/dogs/:id'. */
const SAFE_NAME = /^[\p{L}\p{N}_.:/\- ]+$/u;
/** A path as the browser knows it; the server still reduces it to a pattern. */
const ROUTE = /^\/[^\s<>"'`\\]*$/;

const safeName = z
  .string()
  .trim()
  .min(1, 'El nombre es requerido')
  .max(100, 'Máximo 100 caracteres')
  .regex(SAFE_NAME, 'Nombre no válido');

export const telemetryRouteField = z
  .string()
  .max(200, 'Máximo 200 caracteres')
  .regex(ROUTE, 'Ruta no válida');

const shortToken = (max: number) =>
  z
    .string()
    .max(max, `Máximo ${max} caracteres`)
    .regex(/^[\w.\-+]+$/, 'Valor no válido');

const propValue = z.union([
  z.string().max(TELEMETRY_LIMITS.propValueLength, 'Valor demasiado largo'),
  z.number(),
  z.boolean(),
  z.null(),
]);

/** A small flat record of primitives: never objects, arrays or long texts. */
export const TelemetryPropsSchema = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'Clave no válida'), propValue)
  .refine((props) => Object.keys(props).length <= TELEMETRY_LIMITS.propsKeys, {
    message: `Como máximo ${TELEMETRY_LIMITS.propsKeys} propiedades`,
  });
export type TelemetryProps = z.infer<typeof TelemetryPropsSchema>;

export const TelemetryEventSchema = z.object({
  type: z.enum(TELEMETRY_EVENT_TYPES),
  name: safeName,
  route: telemetryRouteField.nullish(),
  props: TelemetryPropsSchema.nullish(),
  /** When it happened on the client; the server keeps its own clock if this is implausible. */
  occurredAt: z.iso.datetime({ offset: true }).optional(),
});
export type TelemetryEvent = z.infer<typeof TelemetryEventSchema>;

/**
 * A batch keeps its valid events: one the server cannot take is dropped (`accepted` says how many
 * stayed) instead of failing the whole batch, so the browser sends what it tracked without loading
 * this validation itself (decision 0096). A batch with no valid event is refused.
 */
export const TelemetryBatchSchema = z.object({
  events: z
    .array(TelemetryEventSchema.nullable().catch(null))
    .min(1, 'El lote está vacío')
    .max(TELEMETRY_LIMITS.batchSize, `Como máximo ${TELEMETRY_LIMITS.batchSize} eventos por lote`)
    .refine((events) => events.some(Boolean), 'Ningún evento del lote es válido'),
  /** A random id per page load, kept in memory only (no cookie, no storage). */
  visitorId: shortToken(64).optional(),
  release: shortToken(64).optional(),
});
export type TelemetryBatch = z.infer<typeof TelemetryBatchSchema>;

export const TelemetryErrorReportSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'El mensaje es requerido')
    .max(TELEMETRY_LIMITS.messageLength, `Máximo ${TELEMETRY_LIMITS.messageLength} caracteres`),
  stack: z
    .string()
    .max(TELEMETRY_LIMITS.stackLength, `Máximo ${TELEMETRY_LIMITS.stackLength} caracteres`)
    .nullish(),
  route: telemetryRouteField.nullish(),
  release: shortToken(64).optional(),
  visitorId: shortToken(64).optional(),
});
export type TelemetryErrorReport = z.infer<typeof TelemetryErrorReportSchema>;

export const TelemetryAcceptedSchema = z.object({ accepted: z.number().int() });

export const TelemetrySummaryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(TELEMETRY_LIMITS.summaryMaxDays).default(30),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const TelemetrySummarySchema = z.object({
  /** First and last day covered, in the admin's time zone. */
  from: day,
  to: day,
  timeZone: z.string(),
  pageViews: z.array(z.object({ date: day, route: z.string(), count: z.number().int() })),
  topEvents: z.array(
    z.object({ type: z.enum(TELEMETRY_EVENT_TYPES), name: z.string(), count: z.number().int() }),
  ),
  /** One row per day of the period, zero included. */
  activeTrainers: z.array(z.object({ date: day, count: z.number().int() })),
  errors: z.array(
    z.object({
      fingerprint: z.string(),
      message: z.string(),
      route: z.string().nullable(),
      count: z.number().int(),
      firstSeen: z.string(),
      lastSeen: z.string(),
      sampleStack: z.string().nullable(),
    }),
  ),
});
export type TelemetrySummary = z.infer<typeof TelemetrySummarySchema>;
