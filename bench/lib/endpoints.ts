import { PAGE_SIZES } from '@adiestra/shared';
import type { BenchData } from '../generate.ts';

export interface Endpoint {
  /** Short id: the raw ceiling answers the same page at `/<id>`. */
  id: string;
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Sends the trainer's token (the public page does not). */
  signedIn: boolean;
  /** A list endpoint: held to the p99 and raw-ceiling targets. */
  list: boolean;
}

/** The endpoints, called the way the web app calls them (its page sizes, its filters). */
export function benchEndpoints(data: BenchData): Endpoint[] {
  const get = (id: string, label: string, path: string, list = true): Endpoint => ({
    id,
    label,
    method: 'GET',
    path,
    signedIn: true,
    list,
  });
  const sessions = `/api/sessions?page=1&limit=${PAGE_SIZES.sessions}`;
  const slotsQuery = new URLSearchParams({
    date: data.slotDate,
    duration: '60',
    businessId: data.trainerId,
  });
  return [
    get('clients', 'clients list', `/api/clients?page=1&limit=${PAGE_SIZES.clients}`),
    get('dogs', 'dogs list', `/api/dogs?page=1&limit=${PAGE_SIZES.dogs}`),
    get('sessions', 'sessions list', sessions),
    get(
      'sessions-search',
      'sessions, search',
      `${sessions}&search=${encodeURIComponent(data.searchTerm)}`,
    ),
    get('sessions-filter', 'sessions, client filter', `${sessions}&clientId=${data.clientId}`),
    get('session-stats', 'session stats', '/api/sessions/stats', false),
    {
      ...get(
        'public-slots',
        'public available slots',
        `/api/appointments/public/available-slots?${slotsQuery.toString()}`,
        false,
      ),
      signedIn: false,
    },
    {
      ...get('create-session', 'create a session', '/api/sessions', false),
      method: 'POST',
      body: {
        dogId: data.dogId,
        // Two years back: the new rows stay off the first page of the lists measured before.
        date: new Date(Date.now() - 2 * 365 * 86_400_000).toISOString(),
        duration: 60,
        objectives: 'Reforzar la llamada en espacios abiertos.',
        activities: 'Trabajo de llamada con cuerda larga. Juegos de olfato y búsqueda de premios.',
        observations: 'Muy motivado con la comida.',
        progress: 60,
        nextSteps: null,
        rating: 4,
      },
    },
  ];
}
