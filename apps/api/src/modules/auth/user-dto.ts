import type { User } from '@adiestra/shared';
import type { users } from '../../db/schema.ts';

/** The public shape of a user: never the password hash. */
export function toUserDto(row: typeof users.$inferSelect): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    role: row.role,
    isApproved: row.isApproved,
    isActive: row.isActive,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
  };
}
