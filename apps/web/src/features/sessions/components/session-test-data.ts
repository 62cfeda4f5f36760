import type { SessionStats, TrainingSession } from '@adiestra/shared';

/** Test data only: a complete session whose fields a test can override. */
export function makeSession(overrides: Partial<TrainingSession> = {}): TrainingSession {
  return {
    id: '0190a000-0000-7000-8000-000000000001',
    dogId: '0190a000-0000-7000-8000-0000000000d1',
    date: '2026-03-05T09:30:00.000Z',
    duration: 135,
    objectives: 'Sentarse y quedarse',
    activities: 'Paseo con correa corta',
    observations: 'Muy atento',
    privateNotes: null,
    progress: 70,
    nextSteps: 'Trabajar la llamada',
    rating: 4,
    serviceId: null,
    appointmentId: null,
    createdAt: '2026-03-05T12:00:00.000Z',
    updatedAt: '2026-03-06T08:15:00.000Z',
    dog: {
      id: '0190a000-0000-7000-8000-0000000000d1',
      name: 'Rex',
      breed: 'Pastor alemán',
      age: 3,
      client: { id: '0190a000-0000-7000-8000-0000000000c1', firstName: 'Ana', lastName: 'López' },
    },
    ...overrides,
  };
}

export const makeStats = (overrides: Partial<SessionStats> = {}): SessionStats => ({
  totalSessions: 0,
  sessionsThisMonth: 0,
  totalDuration: 0,
  durationThisMonth: 0,
  completedSessions: 0,
  averageRating: null,
  ...overrides,
});
