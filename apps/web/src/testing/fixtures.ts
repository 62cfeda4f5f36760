import type { User } from '@adiestra/shared';

let counter = 0;

export function makeUser(overrides: Partial<User> = {}): User {
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
    ...overrides,
  };
}
