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

const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

/**
 * LISTEN on a connection of its own that says when it drops. postgres.js's `sql.listen` reconnects
 * by itself but never tells its caller it was down, and a cache kept fresh by notifications must
 * know when some may have been lost (decision 0105). Every channel of one `listenerOn` shares
 * that one connection (decision 0154: the session cache's `auth_changes` and the outbox's
 * `outbox`), opened by the first `listen` and closed when the last one stops.
 */
export function listenerOn(url: string): Listen {
  const channels = new Map<string, ListenHandlers>();
  let client: postgres.Sql | undefined;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  const everyone = (event: 'onLive' | 'onDown') => {
    for (const handlers of [...channels.values()]) handlers[event]();
  };
  const open = () =>
    postgres(url, {
      max: 1,
      // Kept open for good (0: no idle or lifetime limit), as postgres.js's own listener does.
      idle_timeout: 0,
      max_lifetime: 0,
      fetch_types: false,
      onnotice: () => {},
      onclose: () => {
        everyone('onDown');
        again();
      },
      // The driver's option behind its own `listen`, left out of its types.
      ...{
        onnotify: (name: string, payload: string) => channels.get(name)?.onNotify(payload),
      },
    });
  // One retry pending at most: a failed connection may both close and fail its statement.
  function again() {
    if (!client || retry) return;
    const wait = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
    retry = setTimeout(() => {
      retry = undefined;
      void resubscribe();
    }, wait);
  }
  /** After a drop: LISTEN again on every channel (a new connection opens for the statement). */
  async function resubscribe() {
    if (!client || channels.size === 0) return;
    try {
      for (const channel of [...channels.keys()]) await client.unsafe(`listen ${quoted(channel)}`);
      attempt = 0;
      everyone('onLive');
    } catch {
      everyone('onDown');
      again();
    }
  }
  return async (channel, handlers) => {
    channels.set(channel, handlers);
    client ??= open();
    const sql = client;
    try {
      if (!retry) {
        await sql.unsafe(`listen ${quoted(channel)}`);
        handlers.onLive();
      }
      // Otherwise the connection is down: the pending retry listens on this channel too.
    } catch {
      handlers.onDown();
      again();
    }
    return async () => {
      if (channels.get(channel) !== handlers) return;
      channels.delete(channel);
      if (channels.size > 0) {
        await sql.unsafe(`unlisten ${quoted(channel)}`).catch(() => undefined);
        return;
      }
      client = undefined;
      clearTimeout(retry);
      retry = undefined;
      await sql.end({ timeout: 5 });
    };
  };
}
