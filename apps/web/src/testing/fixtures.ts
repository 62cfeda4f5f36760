import {
  ALL_PERMISSIONS,
  todayIn,
  type Appointment,
  type Client,
  type Invoice,
  type SignedInUser,
} from '@adiestra/shared';

let counter = 0;

/** An account as the session answers it: the titular of its business unless overridden. */
export function makeUser(overrides: Partial<SignedInUser> = {}): SignedInUser {
  counter += 1;
  const firstName = overrides.firstName ?? `Nombre${counter}`;
  const lastName = overrides.lastName ?? 'Pérez';
  return {
    id: `00000000-0000-7000-8000-${String(counter).padStart(12, '0')}`,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email: `user${counter}@example.com`,
    phone: null,
    role: 'user',
    isApproved: true,
    isActive: true,
    timeZone: 'Europe/Madrid',
    createdAt: '2025-03-07T10:00:00.000Z',
    lastLogin: null,
    memberRole: 'titular',
    permissions: ALL_PERMISSIONS,
    ...overrides,
  };
}

/** An appointment as the server returns it: today at 10:00 in Madrid unless overridden. */
export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: '0190f0c2-5a4b-7c3d-8e9f-0000000000a1',
    requestId: null,
    clientName: 'Marta Ruiz',
    clientEmail: 'marta@example.com',
    clientPhone: '612345678',
    dogName: 'Rocky',
    dogBreed: null,
    dogAge: null,
    clientId: null,
    dogId: null,
    scheduledDate: todayIn('Europe/Madrid'),
    scheduledTime: '10:00',
    duration: 60,
    serviceType: 'basic_training',
    serviceId: null,
    status: 'SCHEDULED',
    notes: null,
    ownerConfirmedAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A client as the server returns it: no address, emergency contact, notes, dogs or sessions. */
export function makeClient(overrides: Partial<Client> = {}): Client {
  const firstName = overrides.firstName ?? 'Ana';
  const lastName = overrides.lastName ?? 'García';
  return {
    id: '0190a0a0-0000-7000-8000-0000000000c1',
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email: 'ana@example.com',
    phone: '600 111 222',
    address: null,
    taxId: null,
    fiscalKind: 'particular',
    preferredChannel: 'email',
    messagesConsent: false,
    messagesConsentAt: null,
    emergencyContact: null,
    emergencyPhone: null,
    notes: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    dogs: [],
    totalSessions: 0,
    lastSession: null,
    ...overrides,
  };
}

/** An issued invoice as the server returns it: a 121 € factura simplificada at IVA 21 %. */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: '0190a000-0000-7000-8000-0000000000f1',
    number: 'F-0001',
    series: 'F',
    type: 'F2',
    issuedOn: '2026-11-26',
    operationOn: null,
    clientId: null,
    issuer: { name: 'Lucía', taxId: '12345678Z', address: 'Calle Mayor 1' },
    recipient: null,
    regime: 'iva',
    lines: [],
    baseCents: 10000,
    taxRate: 21,
    taxCents: 2100,
    irpfRate: 0,
    irpfCents: 0,
    totalCents: 12100,
    payableCents: 12100,
    rectifies: null,
    rectifiedBy: [],
    correctedTotalCents: overrides.totalCents ?? 12100,
    cancellable: true,
    cancelledAt: null,
    cancelReason: null,
    paymentIds: [],
    qrUrl: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=1',
    verifactu: 'verifactu',
    huella: 'A'.repeat(64),
    aeat: null,
    ...overrides,
  };
}
