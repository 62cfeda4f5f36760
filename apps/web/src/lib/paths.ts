/**
 * Every route of the app (SPEC §2), including screens that later features will add.
 * Components build links only through `getHref` so a route can move in one place.
 */

type Id = string | number;

const seg = (id: Id) => encodeURIComponent(String(id));

/** Appends only the query parameters that have a value. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * What the new-session form may start from: the dogs of one client ('Nueva sesión' on a client's
 * page), or an appointment it records ('Registrar sesión': its start as `YYYY-MM-DDTHH:mm` on the
 * trainer's clock and its minutes).
 */
export interface SessionPrefill {
  clientId?: string | undefined;
  appointmentId?: string | undefined;
  start?: string | undefined;
  duration?: string | undefined;
  /** The appointment's service: the session uses the bono unit of the visit (issue 18). */
  serviceId?: string | undefined;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },

  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) => withQuery('/reset-password', { token }),
  },
  bookAppointment: {
    path: '/book-appointment/:businessId',
    getHref: (businessId: Id) => `/book-appointment/${seg(businessId)}`,
  },
  /** Issue 27: the same page at its readable address, `/reservar/<nombre-del-negocio>`. */
  bookingAddress: {
    path: '/reservar/:slug',
    getHref: (slug: string) => `/reservar/${seg(slug)}`,
  },

  /** The owners' area (issue 15): sign-in by link, their bookings; no trainer session. */
  ownerArea: {
    /** `seccion`: the tab to open (issue 45), as `?seccion=documentos`. */
    home: {
      path: '/mi-area',
      getHref: (seccion?: string) => withQuery('/mi-area', { seccion }),
    },
    signIn: {
      path: '/mi-area/entrar',
      getHref: (token?: string) => withQuery('/mi-area/entrar', { token }),
    },
    booking: {
      path: '/mi-area/cita',
      /** `respuesta`: the answer picked in a reminder e-mail (issue 16), for its button to confirm. */
      getHref: (token?: string, respuesta?: 'confirmar' | 'cancelar') =>
        withQuery('/mi-area/cita', { token, respuesta }),
    },
    /** One session report (issue 17): from the e-mail (`?token=`) or signed in. */
    report: {
      path: '/mi-area/informes/:sessionId',
      getHref: (sessionId: Id, token?: string) =>
        withQuery(`/mi-area/informes/${seg(sessionId)}`, { token }),
    },
  },

  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },

  clients: {
    list: { path: '/clients', getHref: () => '/clients' },
    new: { path: '/clients/new', getHref: () => '/clients/new' },
    import: { path: '/clients/import', getHref: () => '/clients/import' },
    detail: { path: '/clients/:id', getHref: (id: Id) => `/clients/${seg(id)}` },
    /** Issue 45: the client's consents card, where documents are asked for or signed on paper. */
    consents: {
      anchor: 'consentimientos',
      getHref: (id: Id) => `/clients/${seg(id)}#consentimientos`,
    },
    edit: { path: '/clients/:id/edit', getHref: (id: Id) => `/clients/${seg(id)}/edit` },
  },

  dogs: {
    list: {
      path: '/dogs',
      getHref: (filters: { clientId?: Id } = {}) =>
        withQuery('/dogs', { clientId: filters.clientId?.toString() }),
    },
    new: {
      path: '/dogs/new',
      getHref: (clientId?: Id) => withQuery('/dogs/new', { clientId: clientId?.toString() }),
    },
    detail: { path: '/dogs/:id', getHref: (id: Id) => `/dogs/${seg(id)}` },
    edit: { path: '/dogs/:id/edit', getHref: (id: Id) => `/dogs/${seg(id)}/edit` },
    /** The dog list's edit action uses this older form of the edit URL (SPEC §2). */
    editFromList: { path: '/dogs/edit/:id', getHref: (id: Id) => `/dogs/edit/${seg(id)}` },
  },

  sessions: {
    list: {
      path: '/sessions',
      getHref: (filters: { dogId?: Id } = {}) =>
        withQuery('/sessions', { dogId: filters.dogId?.toString() }),
    },
    new: {
      path: '/sessions/new',
      getHref: (dogId?: Id, prefill: SessionPrefill = {}) =>
        withQuery('/sessions/new', { dogId: dogId?.toString(), ...prefill }),
    },
    detail: { path: '/sessions/:id', getHref: (id: Id) => `/sessions/${seg(id)}` },
    edit: { path: '/sessions/:id/edit', getHref: (id: Id) => `/sessions/${seg(id)}/edit` },
  },

  appointments: { path: '/appointments', getHref: () => '/appointments' },
  calendar: { path: '/calendar', getHref: () => '/calendar' },
  appointmentRequests: { path: '/appointment-requests', getHref: () => '/appointment-requests' },
  availability: { path: '/availability', getHref: () => '/availability' },

  classes: {
    list: { path: '/classes', getHref: () => '/classes' },
    detail: { path: '/classes/:id', getHref: (id: Id) => `/classes/${seg(id)}` },
  },
  services: { path: '/services', getHref: () => '/services' },
  exercises: { path: '/exercises', getHref: () => '/exercises' },
  payments: { path: '/payments', getHref: () => '/payments' },
  /** Issue 30: invoices (VERI*FACTU). */
  invoices: {
    list: { path: '/invoices', getHref: () => '/invoices' },
    declaration: { path: '/invoices/declaration', getHref: () => '/invoices/declaration' },
    detail: { path: '/invoices/:id', getHref: (id: Id) => `/invoices/${seg(id)}` },
  },

  settings: { path: '/settings', getHref: () => '/settings' },
  /** Issue 39: the business's members and invitations (the titular's). */
  staff: { path: '/team', getHref: () => '/team' },
  /** Decision 0141: a leaving trainer's future work, reassigned before they are removed. */
  staffHandover: {
    path: '/team/:userId/reasignar',
    getHref: (userId: Id) => `/team/${seg(userId)}/reasignar`,
  },
  /** Decision 0143: the commissions per trainer and month, and the rule per service. */
  commissions: { path: '/team/comisiones', getHref: () => '/team/comisiones' },
  /** The e-mailed invitation to join a business (public; its form signs the new member in). */
  staffInvitation: {
    path: '/equipo/invitacion/:token',
    getHref: (token: string) => `/equipo/invitacion/${seg(token)}`,
  },
  /** Reminders sent before their buttons led to Mi área (issue 16): redirects to the appointment's page. */
  reminder: {
    path: '/recordatorio/:token',
    getHref: (token: string) => `/recordatorio/${seg(token)}`,
  },
  /** Same screen as settings (DESIGN §8). */
  profile: { path: '/profile', getHref: () => '/profile' },

  admin: {
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    analytics: { path: '/admin/analytics', getHref: () => '/admin/analytics' },
    audit: { path: '/admin/audit', getHref: () => '/admin/audit' },
    outbox: { path: '/admin/outbox', getHref: () => '/admin/outbox' },
  },
  /** Issue 20: a trainer's public privacy page (linked from the wizard, owners' area, e-mails). */
  privacy: {
    path: '/privacidad/:trainerId',
    getHref: (trainerId: Id) => `/privacidad/${seg(trainerId)}`,
  },
} as const;
