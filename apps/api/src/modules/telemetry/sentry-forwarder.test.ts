import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createSentryForwarder, parseDsn, type ForwardedError } from './sentry-forwarder.ts';

const DSN = 'https://clavepublica@o123.ingest.example.com/4567';
const report: ForwardedError = {
  fingerprint: 'abc123',
  message: 'x is undefined',
  stack: 'TypeError: x is undefined\n    at render (index.js:1:2)',
  route: '/clients/:id',
  release: '1.2.3',
  occurredAt: new Date('2026-03-01T10:00:00.000Z'),
};
const logger = () =>
  ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

describe('Sentry forwarder', () => {
  it('finds the envelope endpoint and key in a DSN, and refuses a malformed one', () => {
    expect(parseDsn(DSN)).toMatchObject({
      publicKey: 'clavepublica',
      envelopeUrl: 'https://o123.ingest.example.com/api/4567/envelope/',
    });
    expect(parseDsn('https://k@glitchtip.test/sub/path/9')?.envelopeUrl).toBe(
      'https://glitchtip.test/sub/path/api/9/envelope/',
    );
    expect(parseDsn('no es un dsn')).toBeNull();
    expect(parseDsn('https://host.test/1')).toBeNull();
    const log = logger();
    expect(createSentryForwarder('ftp://k@x/1', log)).toBeNull();
    expect(log.warn).toHaveBeenCalled();
  });

  it('POSTs one envelope with the event, and never the user', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
    const forwarder = createSentryForwarder(DSN, logger(), fetchMock)!;
    await forwarder.forward(report);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://o123.ingest.example.com/api/4567/envelope/');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['x-sentry-auth']).toContain(
      'sentry_key=clavepublica',
    );
    const body = init.body as string;
    const [header, item, event] = body.split('\n').map((line) => JSON.parse(line));
    expect(header).toMatchObject({ dsn: DSN, event_id: event.event_id });
    expect(item).toEqual({ type: 'event', content_type: 'application/json' });
    expect(event).toMatchObject({
      level: 'error',
      release: '1.2.3',
      fingerprint: ['abc123'],
      tags: { route: '/clients/:id' },
      timestamp: report.occurredAt.getTime() / 1000,
      exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
    });
    expect(body).not.toMatch(/user/i);
  });

  it('logs and swallows a failure or a refusal: forwarding never throws', async () => {
    const log = logger();
    const failing = createSentryForwarder(DSN, log, () => Promise.reject(new Error('red caída')))!;
    await expect(failing.forward(report)).resolves.toBeUndefined();
    const refused = createSentryForwarder(DSN, log, () =>
      Promise.resolve(new Response('', { status: 429 })),
    )!;
    await refused.forward(report);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('does not hold the request that triggered it', async () => {
    let release: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const forwarder = createSentryForwarder(DSN, logger(), fetchMock)!;
    const pending = forwarder.forward(report);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    release(new Response('{}'));
    await pending;
  });
});
