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
    path: '/book-appointment/:userId',
    getHref: (userId: Id) => `/book-appointment/${seg(userId)}`,
  },

  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },

  clients: {
    list: { path: '/clients', getHref: () => '/clients' },
    new: { path: '/clients/new', getHref: () => '/clients/new' },
    detail: { path: '/clients/:id', getHref: (id: Id) => `/clients/${seg(id)}` },
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
      getHref: (dogId?: Id) => withQuery('/sessions/new', { dogId: dogId?.toString() }),
    },
    detail: { path: '/sessions/:id', getHref: (id: Id) => `/sessions/${seg(id)}` },
    edit: { path: '/sessions/:id/edit', getHref: (id: Id) => `/sessions/${seg(id)}/edit` },
  },

  appointments: { path: '/appointments', getHref: () => '/appointments' },
  appointmentRequests: { path: '/appointment-requests', getHref: () => '/appointment-requests' },
  availability: { path: '/availability', getHref: () => '/availability' },

  settings: { path: '/settings', getHref: () => '/settings' },
  /** Same screen as settings (DESIGN §8). */
  profile: { path: '/profile', getHref: () => '/profile' },

  admin: {
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    analytics: { path: '/admin/analytics', getHref: () => '/admin/analytics' },
  },
} as const;
