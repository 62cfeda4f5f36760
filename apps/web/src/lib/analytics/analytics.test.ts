import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installGlobalListeners } from './global-listeners';
import { resetPageTimer } from './page-timer';
import { trackRouteChanges, type RouterLike } from './route-tracking';
import {
  ERRORS_URL,
  EVENTS_URL,
  setCurrentRoute,
  startTelemetry,
  stopTelemetry,
  track,
} from './track';

let bodies: { url: string; body: Record<string, unknown> }[];
const events = () =>
  bodies
    .filter((b) => b.url === EVENTS_URL)
    .flatMap((b) => b.body.events as Record<string, unknown>[]);
const errors = () => bodies.filter((b) => b.url === ERRORS_URL).map((b) => b.body);
/** Past the page-view settle time, then a flush. */
const sendAll = async () => {
  await vi.advanceTimersByTimeAsync(200);
  track.flush();
  await vi.advanceTimersByTimeAsync(2000);
};

beforeEach(() => {
  vi.useFakeTimers();
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      bodies.push({ url, body: JSON.parse(init.body as string) as Record<string, unknown> });
      return Promise.resolve(new Response('{}', { status: 202 }));
    }),
  );
  startTelemetry();
});
afterEach(() => {
  stopTelemetry();
  resetPageTimer();
  vi.useRealTimers();
});

describe('track', () => {
  it('does nothing before analytics starts', async () => {
    stopTelemetry();
    track.click('guardar');
    await sendAll();
    expect(bodies).toEqual([]);
  });

  it('sends typed events with the current route, never typed values', async () => {
    setCurrentRoute('/clients/:id');
    track.formSubmit('cliente', 'success');
    track.search(4, 2, 'clientes');
    track.custom('exportar', { formato: 'csv' });
    track.appStart();
    await sendAll();
    expect(events()).toMatchObject([
      {
        type: 'form_submit',
        name: 'cliente',
        route: '/clients/:id',
        props: { outcome: 'success' },
      },
      { type: 'search', name: 'clientes', props: { length: 4, resultCount: 2 } },
      { type: 'custom', name: 'exportar', props: { formato: 'csv' } },
      { type: 'app_start', name: 'app_start' },
    ]);
    expect(bodies[0]?.body).toMatchObject({ release: 'dev', visitorId: expect.any(String) });
  });

  it('reports an error with message, stack, route and release, at most 3 times per message', async () => {
    setCurrentRoute('/dogs');
    for (let i = 0; i < 5; i++) track.error(new Error('Fallo al pintar'), 'error');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(errors()).toHaveLength(3);
    expect(errors()[0]).toMatchObject({
      message: 'Fallo al pintar',
      route: '/dogs',
      release: 'dev',
    });
    expect(errors()[0]?.stack).toContain('Fallo al pintar');
    expect(events().filter((e) => e.type === 'error')).toHaveLength(3);
  });
});

describe('global listeners', () => {
  let remove: () => void;
  beforeEach(() => (remove = installGlobalListeners()));
  afterEach(() => remove());

  it('tracks clicks on elements marked data-track, through their children', async () => {
    document.body.innerHTML =
      '<button data-track="nuevo-cliente"><span>Nuevo</span></button><button>Otro</button>';
    document.querySelector('span')!.click();
    document.querySelectorAll('button')[1]!.click();
    await sendAll();
    expect(events()).toMatchObject([{ type: 'click', name: 'nuevo-cliente' }]);
  });

  it('reports uncaught errors and unhandled rejections', async () => {
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('Fallo global'), message: 'Fallo global' }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new Error('Promesa rechazada') });
    window.dispatchEvent(rejection);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(errors().map((e) => e.message)).toEqual(['Fallo global', 'Promesa rechazada']);
    expect(events().map((e) => e.name)).toEqual(['error', 'unhandledrejection']);
  });

  it('flushes with keepalive when the page hides, without waiting for the interval', () => {
    track.click('guardar');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    expect(events()).toMatchObject([{ name: 'guardar' }]);
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
  });
});

describe('route changes', () => {
  function fakeRouter() {
    let listener: (state: RouterLike['state']) => void = () => {};
    const router: RouterLike = {
      state: {
        initialized: true,
        navigation: { state: 'idle' },
        location: { key: 'a' },
        matches: [{ route: { path: '/dashboard' } }],
      },
      subscribe: (l) => ((listener = l), () => {}),
    };
    const go = (key: string, path: string, navigation = 'idle') =>
      listener({
        initialized: true,
        navigation: { state: navigation },
        location: { key },
        matches: [{ route: {} }, { route: { path } }],
      });
    return { router, go };
  }

  it('records page views and navigations by pattern, and the time spent on the page left', async () => {
    const { router, go } = fakeRouter();
    trackRouteChanges(router);
    await vi.advanceTimersByTimeAsync(5000);
    go('b', '/clients/:id');
    await sendAll();
    expect(events()).toMatchObject([
      { type: 'navigation', name: '/dashboard' },
      { type: 'page_view', name: '/dashboard', route: '/dashboard' },
      { type: 'time_on_page', name: '/dashboard', props: { seconds: 5 } },
      { type: 'navigation', name: '/clients/:id', props: { from: '/dashboard' } },
      { type: 'page_view', name: '/clients/:id', route: '/clients/:id' },
    ]);
  });

  it('leaves out a route that redirected at once, and the catch-all', async () => {
    const { router, go } = fakeRouter();
    trackRouteChanges(router);
    go('b', '/dashboard', 'loading');
    go('c', '*');
    go('d', '/login');
    await sendAll();
    expect(
      events()
        .filter((e) => e.type === 'page_view')
        .map((e) => e.name),
    ).toEqual(['/login']);
  });
});
