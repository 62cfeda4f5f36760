import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/*
 * Optional copy of error reports to an outside tracker (Sentry or a compatible service such as
 * GlitchTip), only when SENTRY_DSN is set. It sends what was already stored — redacted message and
 * stack, route pattern, release, fingerprint — and never a user id. It is a plain POST of one
 * envelope (https://develop.sentry.dev/sdk/data-model/envelopes/) so no SDK is needed.
 */

export interface ForwardedError {
  fingerprint: string;
  message: string;
  stack: string | null;
  route: string | null;
  release: string | null;
  occurredAt: Date;
}

export interface ErrorForwarder {
  /** Resolves when the attempt ended; never rejects. Callers do not await it. */
  forward: (report: ForwardedError) => Promise<void>;
}

interface ParsedDsn {
  dsn: string;
  publicKey: string;
  envelopeUrl: string;
}

/** 'https://<key>@<host>[/<path>]/<project>' → the project's envelope endpoint. */
export function parseDsn(dsn: string): ParsedDsn | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  if (!url.username || !project || !/^https?:$/.test(url.protocol)) return null;
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  return {
    dsn,
    publicKey: decodeURIComponent(url.username),
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`,
  };
}

function exceptionType(stack: string | null): string {
  return /^([A-Z]\w*(?:Error|Exception))\b/.exec(stack ?? '')?.[1] ?? 'Error';
}

export function buildEnvelope(parsed: ParsedDsn, report: ForwardedError, now = new Date()): string {
  const eventId = randomUUID().replace(/-/g, '');
  const event = {
    event_id: eventId,
    timestamp: report.occurredAt.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    logger: 'adiestra.web',
    release: report.release ?? undefined,
    transaction: report.route ?? undefined,
    tags: { route: report.route ?? 'desconocida' },
    fingerprint: [report.fingerprint],
    exception: { values: [{ type: exceptionType(report.stack), value: report.message }] },
    extra: { stack: report.stack },
  };
  return [
    JSON.stringify({ event_id: eventId, sent_at: now.toISOString(), dsn: parsed.dsn }),
    JSON.stringify({ type: 'event', content_type: 'application/json' }),
    JSON.stringify(event),
  ].join('\n');
}

export function createSentryForwarder(
  dsn: string,
  log: FastifyBaseLogger,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 5000,
): ErrorForwarder | null {
  const parsed = parseDsn(dsn);
  if (!parsed) {
    log.warn('SENTRY_DSN is not a valid DSN: error reports will not be forwarded');
    return null;
  }
  return {
    forward: async (report) => {
      try {
        const response = await fetchImpl(parsed.envelopeUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-sentry-envelope',
            'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${parsed.publicKey}, sentry_client=adiestra/1.0`,
          },
          body: buildEnvelope(parsed, report),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) log.warn({ status: response.status }, 'error forwarding refused');
      } catch (error) {
        log.warn({ err: error }, 'error forwarding failed');
      }
    },
  };
}
