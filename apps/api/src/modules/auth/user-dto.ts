import type { User } from '@adiestra/shared';
import type { users } from './auth.schema.ts';
import { personFields } from '../../lib/person-fields.ts';

/** The public shape of a user: never the password hash. */
export function toUserDto(row: typeof users.$inferSelect): User {
  return {
    ...personFields(row),
    role: row.role,
    isApproved: row.isApproved,
    isActive: row.isActive,
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
  };
}
