import { addDays, todayIn, type AppointmentRequest } from '@adiestra/shared';

/** A request as the server returns it, for the component tests of this feature. */
export function makeRequest(overrides: Partial<AppointmentRequest> = {}): AppointmentRequest {
  return {
    id: '0190f0c2-5a4b-7c3d-8e9f-00000000000a',
    clientName: 'Marta Ruiz',
    clientEmail: 'marta@example.com',
    clientPhone: '612345678',
    dogName: 'Rocky',
    dogBreed: 'Labrador',
    dogAge: 3,
    requestedDate: addDays(todayIn('Europe/Madrid'), 4),
    requestedTime: '10:00',
    duration: 60,
    serviceType: 'basic_training',
    serviceId: null,
    serviceDescription: null,
    notes: null,
    status: 'PENDING',
    rejectionReason: null,
    clientId: null,
    dogId: null,
    source: 'public',
    consentAt: '2026-01-01T10:00:00.000Z',
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}
