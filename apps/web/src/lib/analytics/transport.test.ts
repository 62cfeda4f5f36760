import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { postTelemetry } from './transport';

const stubFetch = (impl: () => Promise<Response>) => {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const status = (code: number) => () => Promise.resolve(new Response('{}', { status: code }));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('postTelemetry', () => {
  it('posts JSON with keepalive, no cookies, and the bearer token when signed in', async () => {
    storage.setToken('tkn');
    const fetchMock = stubFetch(status(202));
    expect(await postTelemetry('/api/telemetry/events', { events: [] }, false)).toBe('sent');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/telemetry/events');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tkn',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe('{"events":[]}');
  });

  it('asks for a retry on 429, 5xx and network failures, and drops a refused body', async () => {
    for (const [code, outcome] of [
      [429, 'retry'],
      [503, 'retry'],
      [400, 'drop'],
      [413, 'drop'],
    ] as const) {
      stubFetch(status(code));
      expect(await postTelemetry('/x', {}, false), String(code)).toBe(outcome);
    }
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await postTelemetry('/x', {}, false)).toBe('retry');
  });

  it('falls back to sendBeacon when keepalive fails while the page goes away', async () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    stubFetch(() => Promise.reject(new TypeError('keepalive quota')));
    expect(await postTelemetry('/x', { a: 1 }, true)).toBe('sent');
    expect(sendBeacon).toHaveBeenCalledWith('/x', expect.any(Blob));
    expect(await postTelemetry('/x', { a: 1 }, false)).toBe('retry');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
