import {
  DEFAULT_MEMBER_PERMISSIONS,
  type Bono,
  type MemberRole,
  type StaffMember,
} from '@adiestra/shared';

/** A bono as the server returns it (5 sessions of a walk, 150 €), for this feature's tests. */
export function makeBono(overrides: Partial<Bono> = {}): Bono {
  return {
    id: '0190a000-0000-7000-8000-0000000000b1',
    clientId: '0190a000-0000-7000-8000-0000000000c1',
    clientName: 'Ana López',
    serviceId: '0190a000-0000-7000-8000-0000000000e1',
    serviceName: 'Paseo educativo',
    sessionsTotal: 5,
    sessionsRemaining: 3,
    priceCents: 15000,
    paidCents: 0,
    paymentState: 'pending',
    soldOn: '2026-11-01',
    expiresOn: '2027-01-30',
    expired: false,
    warnings: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A current member of the team as GET /api/staff lists it; `n` makes its ids and address. */
export function makeStaffMember(n: number, name: string, role: MemberRole): StaffMember {
  return {
    userId: `0190a000-0000-7000-8000-00000000010${n}`,
    name,
    email: `miembro${n}@escuela.test`,
    role,
    permissions: DEFAULT_MEMBER_PERMISSIONS[role],
    colour: 'blue',
    joinedAt: '2026-01-10T09:00:00.000Z',
    isYou: role === 'titular',
  };
}
