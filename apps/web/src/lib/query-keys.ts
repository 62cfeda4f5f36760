/**
 * Every query key of the web app, from one factory: a piece of data has one key wherever it is
 * read (the dashboard's figures are the clients', dogs' and sessions' own stats queries), and a
 * change invalidates by key — `queryKeys.clients.all` refreshes every clients query — never by a
 * string typed again somewhere else. Features and the booking page import it from here.
 */
type Params = Readonly<Record<string, unknown>>;

/** The keys of one domain: everything under `[domain]`, so `all` invalidates the lot. */
function domain<const D extends string>(name: D) {
  const all = [name] as const;
  return {
    all,
    list: (params: Params) => [name, 'list', params] as const,
    detail: (id: string) => [name, 'detail', id] as const,
    /** A selector's options (id + label) for a search. */
    options: (params: Params) => [name, 'options', params] as const,
  };
}

export const queryKeys = {
  clients: { ...domain('clients'), stats: ['clients', 'stats'] as const },
  dogs: {
    ...domain('dogs'),
    stats: ['dogs', 'stats'] as const,
    breeds: ['dogs', 'breeds'] as const,
  },
  sessions: {
    ...domain('sessions'),
    stats: (filters: Params) => ['sessions', 'stats', filters] as const,
    timeline: (dogId: string) => ['sessions', 'timeline', dogId] as const,
  },
  /**
   * Requests, appointments, availability and the offered times depend on each other (an approval
   * books a slot), so any change refreshes them all through `all`.
   */
  scheduling: {
    all: ['scheduling'] as const,
    appointments: (params: Params) => ['scheduling', 'appointments', params] as const,
    appointmentStats: ['scheduling', 'appointment-stats'] as const,
    requests: (params: Params) => ['scheduling', 'requests', params] as const,
    availability: (params: Params) => ['scheduling', 'availability', params] as const,
    availableSlots: (date: string, duration: number) =>
      ['scheduling', 'available-slots', date, duration] as const,
  },
  profile: ['auth', 'profile'] as const,
  users: {
    all: ['admin', 'users'] as const,
    page: (page: number) => ['admin', 'users', { page }] as const,
  },
  telemetry: {
    summary: (days: number) => ['admin', 'telemetry', 'summary', { days }] as const,
  },
} as const;

/**
 * What a change to one domain makes stale elsewhere: a client's cards show its dogs and session
 * figures, a dog's sessions show its name, a session changes a client's counts.
 */
export const relatedKeys = {
  clients: [queryKeys.clients.all, queryKeys.dogs.all, queryKeys.sessions.all],
  dogs: [queryKeys.dogs.all, queryKeys.clients.all, queryKeys.sessions.all],
  sessions: [queryKeys.sessions.all, queryKeys.clients.all],
} as const;
