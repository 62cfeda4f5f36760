/** How much one trainer owns. */
export interface TrainerShape {
  clients: number;
  dogs: number;
  photos: number;
  sessions: number;
  slots: number;
  requests: number;
  appointments: number;
}

export interface Scale {
  name: 'large' | 'medium' | 'small';
  /** The trainer the benchmark signs in as. */
  trainer: TrainerShape;
  /** How many other trainers share the database, each of `small` size. */
  others: number;
  small: TrainerShape;
}

/** The large case: one busy trainer beside 100 smaller ones. */
const large: Scale = {
  name: 'large',
  trainer: {
    clients: 2_000,
    dogs: 4_000,
    photos: 1_000,
    sessions: 50_000,
    slots: 2_000,
    requests: 5_000,
    appointments: 5_000,
  },
  others: 100,
  small: {
    clients: 25,
    dogs: 40,
    photos: 5,
    sessions: 400,
    slots: 40,
    requests: 40,
    appointments: 40,
  },
};

/** A quick run for building and debugging the tooling. */
const small: Scale = {
  name: 'small',
  trainer: {
    clients: 100,
    dogs: 200,
    photos: 20,
    sessions: 2_000,
    slots: 100,
    requests: 200,
    appointments: 200,
  },
  others: 5,
  small: { clients: 5, dogs: 8, photos: 1, sessions: 40, slots: 10, requests: 6, appointments: 6 },
};

/** Issue 46's independent run: 200 clients, 400 dogs and 5,000 sessions for the trainer. */
const medium: Scale = {
  name: 'medium',
  trainer: {
    clients: 200,
    dogs: 400,
    photos: 40,
    sessions: 5_000,
    slots: 200,
    requests: 400,
    appointments: 400,
  },
  others: 5,
  small: small.small,
};

export const SCALES = { large, medium, small } as const;

export function scaleFrom(name: string | undefined): Scale {
  if (!name) return large;
  if (name === 'large' || name === 'medium' || name === 'small') return SCALES[name];
  throw new Error(`BENCH_SCALE debe ser "large", "medium" o "small", no "${name}"`);
}
