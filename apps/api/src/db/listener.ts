import postgres from 'postgres';

export interface ListenHandlers {
  /** A notification's payload. */
  onNotify: (payload: string) => void;
  /** LISTEN is in place (at start and after every reconnect): from now on nothing is missed. */
  onLive: () => void;
  /** The connection is gone: notifications sent from now until the next onLive are lost. */
  onDown: () => void;
}

/** Opens a listener on `channel`; resolves once the first LISTEN is in place or has failed. */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;

const RETRY_MS = [100, 500, 2_000, 5_000];

/**
 * LISTEN on a connection of its own that says when it drops. postgres.js's `sql.listen` reconnects
 * by itself but never tells its caller it was down, and a cache kept fresh by notifications must
 * know when some may have been lost (decision 0105).
 */
export function listenerOn(url: string): Listen {
  return async (channel, handlers) => {
    let closed = false;
    let attempt = 0;
    let retry: NodeJS.Timeout | undefined;
    const client = postgres(url, {
      max: 1,
      // Kept open for good (0: no idle or lifetime limit), as postgres.js's own listener does.
      idle_timeout: 0,
      max_lifetime: 0,
      fetch_types: false,
      onnotice: () => {},
      onclose: () => {
        handlers.onDown();
        again();
      },
      // The driver's option behind its own `listen`, left out of its types.
      ...{
        onnotify: (name: string, payload: string) => {
          if (name === channel) handlers.onNotify(payload);
        },
      },
    });
    // One retry pending at most: a failed connection may both close and fail its statement.
    function again() {
      if (closed || retry) return;
      const wait = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
      retry = setTimeout(() => {
        retry = undefined;
        void subscribe();
      }, wait);
    }
    async function subscribe() {
      try {
        // A new connection is opened for this statement when the last one closed.
        await client.unsafe(`listen "${channel.replace(/"/g, '""')}"`);
        attempt = 0;
        handlers.onLive();
      } catch {
        handlers.onDown();
        again();
      }
    }
    await subscribe();
    return async () => {
      closed = true;
      clearTimeout(retry);
      await client.end({ timeout: 5 });
    };
  };
}
