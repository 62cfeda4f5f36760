import {
  TELEMETRY_LIMITS,
  type TelemetryErrorReport,
  type TelemetryEvent,
  type TelemetryEventType,
  type TelemetryProps,
} from '@adiestra/shared';
import { createBatchQueue, type BatchQueue, type BatchQueueOptions } from './batch-queue';
import { RELEASE } from './release';
import { postTelemetry } from './transport';

export const EVENTS_URL = '/api/telemetry/events';
export const ERRORS_URL = '/api/telemetry/errors';

export type FormOutcome = 'success' | 'error' | 'invalid';
export type ErrorSource = 'error' | 'unhandledrejection' | 'boundary';
type QueueTuning = Omit<BatchQueueOptions<unknown>, 'send'>;

const EVENT_QUEUE: QueueTuning = {
  maxBatch: 20,
  flushIntervalMs: 5000,
  maxRetries: 3,
  retryBaseMs: 2000,
  maxQueued: 200,
};
const ERROR_QUEUE: QueueTuning = {
  ...EVENT_QUEUE,
  maxBatch: 1,
  flushIntervalMs: 1000,
  maxQueued: 20,
};
/** A render loop can throw thousands of times: each message is reported at most this often. */
const MAX_REPORTS_PER_MESSAGE = 3;

interface Telemetry {
  events: BatchQueue<TelemetryEvent>;
  errors: BatchQueue<TelemetryErrorReport>;
  visitorId: string;
  reportsByMessage: Map<string, number>;
}

/** Null until started: tracking calls made before (or in component tests) do nothing. */
let telemetry: Telemetry | null = null;
/** Kept apart from `telemetry`: the router may report its first route before analytics starts. */
let currentRoute: string | null = null;

/** A random id for this page load only: kept in memory, never in a cookie or in storage. */
function newVisitorId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2, 14);
}

export function startTelemetry(tuning: Partial<QueueTuning> = {}): boolean {
  if (telemetry) return false;
  const visitorId = newVisitorId();
  telemetry = {
    visitorId,
    reportsByMessage: new Map(),
    events: createBatchQueue<TelemetryEvent>({
      ...EVENT_QUEUE,
      ...tuning,
      send: (events, unloading) =>
        postTelemetry(EVENTS_URL, { events, visitorId, release: RELEASE }, unloading),
    }),
    errors: createBatchQueue<TelemetryErrorReport>({
      ...ERROR_QUEUE,
      send: ([report], unloading) => postTelemetry(ERRORS_URL, report, unloading),
    }),
  };
  return true;
}

/** For tests: forget everything, as after a page load. */
export function stopTelemetry(): void {
  telemetry = null;
  currentRoute = null;
}

/**
 * Every tracking call goes through here, and nothing ever throws. The server drops an event it
 * cannot take and keeps the rest of its batch, so this page does not load the validation itself
 * (decision 0096).
 */
function enqueue(type: TelemetryEventType, name: string, props?: TelemetryProps): void {
  try {
    if (!telemetry) return;
    telemetry.events.push({
      type,
      name,
      route: currentRoute,
      props,
      occurredAt: new Date().toISOString(),
    });
  } catch {
    // Tracking must never break the interface.
  }
}

function describeError(reason: unknown): { message: string; stack: string | null } {
  if (reason instanceof Error) {
    return { message: reason.message || reason.name, stack: reason.stack ?? null };
  }
  return { message: typeof reason === 'string' ? reason : 'Error no identificado', stack: null };
}

function reportError(reason: unknown, source: ErrorSource): void {
  try {
    if (!telemetry) return;
    const { message, stack } = describeError(reason);
    const seen = telemetry.reportsByMessage.get(message) ?? 0;
    if (seen >= MAX_REPORTS_PER_MESSAGE) return;
    telemetry.reportsByMessage.set(message, seen + 1);
    enqueue('error', source);
    telemetry.errors.push({
      message: message.trim().slice(0, TELEMETRY_LIMITS.messageLength) || 'Error',
      stack: stack?.slice(0, TELEMETRY_LIMITS.stackLength) ?? null,
      route: currentRoute,
      release: RELEASE,
      visitorId: telemetry.visitorId,
    });
  } catch {
    // Same rule as enqueue.
  }
}

/** The current route pattern: attached to every event and error report that follows. */
export function setCurrentRoute(pattern: string): void {
  currentRoute = pattern;
}

/**
 * Product analytics (SPEC §1). Routes are patterns ('/clients/:id'), never URLs; no call takes
 * a typed value: forms report only their name and outcome, searches only lengths and counts.
 */
export const track = {
  pageView: (routePattern: string) => enqueue('page_view', routePattern),
  click: (name: string) => enqueue('click', name),
  formSubmit: (formName: string, outcome: FormOutcome) =>
    enqueue('form_submit', formName, { outcome }),
  error: (reason: unknown, source: ErrorSource = 'boundary') => reportError(reason, source),
  search: (length: number, resultCount: number, scope = 'search') =>
    enqueue('search', scope, { length, resultCount }),
  navigation: (from: string | null, to: string) =>
    enqueue('navigation', to, from ? { from } : undefined),
  timeOnPage: (routePattern: string, seconds: number) =>
    enqueue('time_on_page', routePattern, { seconds: Math.round(seconds) }),
  custom: (name: string, props?: TelemetryProps) => enqueue('custom', name, props),
  appStart: () => enqueue('app_start', 'app_start'),
  /** Sends what is waiting; `unloading` when the page is hiding or going away. */
  flush: (unloading = false) => {
    telemetry?.events.flush(unloading);
    telemetry?.errors.flush(unloading);
  },
};
