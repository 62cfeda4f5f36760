/**
 * Every query key of the web app, from one factory: a piece of data has one key wherever it is
 * read (the dashboard's figures are the clients', dogs' and sessions' own stats queries), and a
 * change invalidates by key — `queryKeys.clients.all` refreshes every clients query — never by a
 * string typed again somewhere else. Features and the booking page import it from here.
 */
type Params = Readonly<Record<string, unknown>>;
/** Whose free times Nueva Cita offers: one trainer, or anyone who gives the service. */
export type SlotsTrainer = { trainerId?: string; serviceId?: string };

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
  /** Issue 20: the practice's full exports (Ajustes). */
  exports: domain('exports'),
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
    /** The client and dog a request would be linked to on approval (issue 13). */
    requestMatch: (id: string) => ['scheduling', 'request-match', id] as const,
    availability: (params: Params) => ['scheduling', 'availability', params] as const,
    availableSlots: (date: string, duration: number, trainer: SlotsTrainer = {}) =>
      ['scheduling', 'available-slots', date, duration, trainer] as const,
    /** Who gives a service (decision 0139): Nueva Cita's trainer picker and the service form. */
    serviceTrainers: (serviceId: string) => ['scheduling', 'service-trainers', serviceId] as const,
    changeRequests: ['scheduling', 'change-requests'] as const,
    weeklyHours: ['scheduling', 'weekly-hours'] as const,
    outsideHours: ['scheduling', 'outside-hours'] as const,
    exceptions: ['scheduling', 'availability-exceptions'] as const,
    bookingRules: ['scheduling', 'booking-rules'] as const,
    calendar: (startDate: string, endDate: string, trainerIds: readonly string[] = []) =>
      ['scheduling', 'calendar', startDate, endDate, ...trainerIds] as const,
    /** The server's answer to a move before it is made (issue 26). */
    moveCheck: (id: string, date: string, time: string) =>
      ['scheduling', 'move-check', id, date, time] as const,
    /** The owner's links that still open an appointment (issue 28). */
    ownerLinks: (appointmentId: string) => ['scheduling', 'owner-links', appointmentId] as const,
  },
  /**
   * The owners' area (issue 15): what an owner (or one booking link) sees. The trainer's side —
   * change requests and the area's settings — lives under scheduling, since a decision moves an
   * appointment.
   */
  owners: {
    all: ['owners'] as const,
    overview: (link: string | null) => ['owners', 'overview', { link }] as const,
    freeTimes: (appointmentId: string, date: string) =>
      ['owners', 'free-times', appointmentId, date] as const,
  },
  ownerAreaSettings: ['owner-area', 'settings'] as const,
  /** Issue 27: the booking page's readable address, which follows the business name. */
  bookingAddress: ['owner-area', 'booking-address'] as const,
  /** Issue 17: the exercise library, a session's homework, adherence; the owner's reports. */
  reports: {
    all: ['reports'] as const,
    exercises: ['reports', 'exercises'] as const,
    homework: (sessionId: string) => ['reports', 'homework', sessionId] as const,
    adherence: (dogId: string) => ['reports', 'adherence', dogId] as const,
    idleDogs: ['reports', 'idle-dogs'] as const,
    ownerDogs: (link: string | null) => ['reports', 'owner-dogs', { link }] as const,
    ownerReport: (sessionId: string, link: string | null) =>
      ['reports', 'owner-report', sessionId, { link }] as const,
  },
  /** The trainer's catalogue (issue 18): the forms, the wizard's owner view and Servicios. */
  services: domain('services'),
  /** Bonos and their templates; a use, return or sale changes balances too (`money`). */
  bonos: {
    ...domain('bonos'),
    templates: ['bonos', 'templates'] as const,
    liability: ['bonos', 'liability'] as const,
  },
  /** Group classes (issue 29): a range of them, one with its roster, and an owner's in Mi área. */
  classes: {
    ...domain('classes'),
    owner: ['classes', 'owner'] as const,
    /** Mi área's courses, under the owner's classes (a course place changes both). */
    ownerCourses: ['classes', 'owner', 'courses'] as const,
    /** A class's report and its lines (decision 0087), under the class's own key. */
    report: (id: string) => ['classes', 'detail', id, 'report'] as const,
  },
  /** The payments ledger, each client's balance and the dashboard's money card. */
  money: {
    all: ['money'] as const,
    payments: (params: Params) => ['money', 'payments', params] as const,
    balance: (clientId: string) => ['money', 'balance', clientId] as const,
    summary: ['money', 'summary'] as const,
  },
  /** Issue 30: invoices, the fiscal profile, the registro and the gestor's totals. */
  invoices: {
    ...domain('invoices'),
    profile: ['invoices', 'profile'] as const,
    draft: (sourceQuery: string) => ['invoices', 'draft', sourceQuery] as const,
    sourceLinks: (kind: string, ids: readonly string[]) =>
      ['invoices', 'source-links', kind, [...ids]] as const,
    paymentLinks: (paymentIds: readonly string[]) =>
      ['invoices', 'payment-links', [...paymentIds]] as const,
    taxSummary: (year: number, quarter: number | null) =>
      ['invoices', 'tax-summary', { year, quarter }] as const,
    registro: ['invoices', 'registro'] as const,
    aeat: ['invoices', 'aeat'] as const,
    declaration: ['invoices', 'declaration'] as const,
  },
  profile: ['auth', 'profile'] as const,
  /** Issue 16: the trainer's reminder settings and calendar subscription; an owner's reminder link. */
  /** Issue 31.2: a dog's vaccine doses, the dashboard's alerts, the trainer's comunidad. */
  vaccines: {
    all: ['vaccines'] as const,
    dog: (dogId: string) => ['vaccines', 'dog', dogId] as const,
    alerts: ['vaccines', 'alerts'] as const,
    settings: ['vaccines', 'settings'] as const,
    pendingDocuments: ['vaccines', 'documents', 'pending'] as const,
    documentFile: (id: string) => ['vaccines', 'documents', 'file', id] as const,
    /** Mi área (issue 31.3): the owner's dogs and uploads. */
    ownerDocuments: ['owner-documents'] as const,
  },
  consents: {
    all: ['consents'] as const,
    documents: ['consents', 'documents'] as const,
    pending: ['consents', 'pending'] as const,
    client: (clientId: string) => ['consents', 'client', clientId] as const,
    /** Mi área (issue 31.6): the documents to accept and the copies. */
    owner: ['owner-consents'] as const,
  },
  reminders: {
    settings: ['reminders', 'settings'] as const,
    link: (token: string) => ['reminders', 'link', token] as const,
  },
  calendarFeed: ['calendar-feed'] as const,
  users: {
    all: ['admin', 'users'] as const,
    page: (page: number) => ['admin', 'users', { page }] as const,
  },
  telemetry: {
    summary: (days: number) => ['admin', 'telemetry', 'summary', { days }] as const,
  },
  /** Issue 20: the admins' audit log, and the trainer's privacy text (and its public page). */
  audit: {
    all: ['admin', 'audit'] as const,
    page: (params: Params) => ['admin', 'audit', params] as const,
  },
  /** Issue 26: the messages the outbox could not send, for the admin. */
  outbox: {
    all: ['admin', 'outbox'] as const,
    list: (status: string) => ['admin', 'outbox', status] as const,
  },
  /** Issue 39: the business's members and invitations; one invitation as its link shows it. */
  staff: {
    all: ['staff'] as const,
    list: ['staff', 'list'] as const,
    futureWork: (userId: string) => ['staff', 'future-work', userId] as const,
    invitation: (token: string) => ['staff', 'invitation', token] as const,
  },
  /** Decision 0143: the commission rules per service and the report of a month. */
  commissions: {
    all: ['commissions'] as const,
    rules: ['commissions', 'rules'] as const,
    report: (month: string) => ['commissions', 'report', month] as const,
  },
  privacy: {
    all: ['privacy'] as const,
    mine: ['privacy', 'mine'] as const,
    publicPage: (trainerId: string) => ['privacy', 'public', trainerId] as const,
  },
} as const;

/**
 * What a change to one domain makes stale elsewhere: a client's cards show its dogs and session
 * figures, a dog's sessions show its name, a session changes a client's counts.
 */
export const relatedKeys = {
  clients: [queryKeys.clients.all, queryKeys.dogs.all, queryKeys.sessions.all],
  // A dog made inactive leaves the vaccine alerts (issue 31.2).
  dogs: [queryKeys.dogs.all, queryKeys.clients.all, queryKeys.sessions.all, queryKeys.vaccines.all],
  // A session may complete the appointment it records ('Registrar sesión').
  sessions: [queryKeys.sessions.all, queryKeys.clients.all, queryKeys.scheduling.all],
  /** An approval or a new booking may create a client and a dog; a session completes an appointment. */
  bookings: [queryKeys.scheduling.all, queryKeys.clients.all, queryKeys.dogs.all],
  /** Issue 20: an erasure removes the client and anonymises its bookings, payments and bonos. */
  erasure: [
    queryKeys.clients.all,
    queryKeys.dogs.all,
    queryKeys.sessions.all,
    queryKeys.scheduling.all,
    queryKeys.bonos.all,
    queryKeys.money.all,
    queryKeys.invoices.all,
  ],
} as const;
