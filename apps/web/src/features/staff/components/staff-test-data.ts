import {
  DEFAULT_MEMBER_PERMISSIONS,
  ALL_PERMISSIONS,
  type StaffInvitation,
  type StaffList,
  type StaffMember,
} from '@adiestra/shared';

export const titular: StaffMember = {
  userId: '0190f0c2-0000-7000-8000-000000000001',
  name: 'Marta Titular',
  email: 'marta@escuela.test',
  role: 'titular',
  permissions: ALL_PERMISSIONS,
  colour: 'blue',
  joinedAt: '2025-03-07T10:00:00.000Z',
  isYou: true,
};

export const trainer: StaffMember = {
  userId: '0190f0c2-0000-7000-8000-000000000002',
  name: 'Luis Adiestrador',
  email: 'luis@escuela.test',
  role: 'adiestrador',
  permissions: DEFAULT_MEMBER_PERMISSIONS.adiestrador,
  colour: 'green',
  joinedAt: '2025-04-01T08:30:00.000Z',
  isYou: false,
};

export const invitation: StaffInvitation = {
  id: '0190f0c2-0000-7000-8000-0000000000a1',
  email: 'rosa@escuela.test',
  role: 'recepcion',
  permissions: DEFAULT_MEMBER_PERMISSIONS.recepcion,
  invitedAt: '2025-05-02T09:00:00.000Z',
  expiresAt: '2025-05-09T09:00:00.000Z',
};

export const staffList = (overrides: Partial<StaffList> = {}): StaffList => ({
  members: [titular, trainer],
  invitations: [invitation],
  ...overrides,
});
