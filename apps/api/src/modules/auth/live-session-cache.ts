import type { Listen } from '../../db/listener.ts';
import type { MemberPermissions, MemberRole } from '@adiestra/shared';
import type { users } from './auth.schema.ts';

/** The account with its membership, as the auth plugin hands it to routes. */
type User = typeof users.$inferSelect & {
  businessId: string;
  memberRole: MemberRole;
  permissions: MemberPermissions;
};

interface Entry {
  userId: string;
  user: User;
  /** The session's end, or the entry's own limit when sooner (ms since the epoch). */
  until: number;
}

/** Entries kept at most: about 10 MB of user rows. The oldest go first. */
const MAX_ENTRIES = 10_000;
/** How long an entry is trusted without news: a bound, should a notification ever be lost. */
const TTL_MS = 60_000;

/**
 * The live sessions this process has checked, with their user's row (decision 0105), so an API
 * request reads no session row when nothing changed. It serves only while its listener is live:
 * every change to a user or a session, from any process, evicts that user's entries through a
 * notification, and a write request of this process empties it before answering.
 *
 * A lookup that started before an eviction must not store what it read: `mark()` before reading,
 * `set(mark, …)` after; any eviction in between turns the mark stale.
 */
export class LiveSessionCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private live = false;

  constructor(private readonly now: () => number = Date.now) {}

  get(sessionId: string, userId: string): User | undefined {
    const entry = this.live ? this.entries.get(sessionId) : undefined;
    if (!entry || entry.userId !== userId) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.user;
  }

  mark(): number {
    return this.generation;
  }

  set(mark: number, sessionId: string, user: User, expiresAt: Date) {
    if (!this.live || mark !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const until = Math.min(expiresAt.getTime(), this.now() + TTL_MS);
    this.entries.set(sessionId, { userId: user.id, user, until });
  }

  evictUser(userId: string) {
    this.generation++;
    for (const [sessionId, entry] of this.entries) {
      if (entry.userId === userId) this.entries.delete(sessionId);
    }
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  /** Live: notifications arrive. Not live: some may be lost, so nothing is served or kept. */
  setLive(live: boolean) {
    this.live = live;
    this.clear();
  }

  get size() {
    return this.entries.size;
  }
}

/** The channel the database's triggers notify with a user's id (migration 0043). */
export const AUTH_CHANGES_CHANNEL = 'auth_changes';

/** A cache kept fresh by the database's notifications; `stop` ends its listener. */
export async function watchedLiveSessions(listen: Listen) {
  const cache = new LiveSessionCache();
  const stop = await listen(AUTH_CHANGES_CHANNEL, {
    onNotify: (userId) => cache.evictUser(userId),
    onLive: () => cache.setLive(true),
    onDown: () => cache.setLive(false),
  });
  return { cache, stop };
}
