import type { MemberPermissions, MemberRole, SignedInUser, User } from '@adiestra/shared';
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

/** The signed-in account with its role and toggles in its business (decision 0133). */
export function toSignedInUserDto(
  row: typeof users.$inferSelect & { memberRole: MemberRole; permissions: MemberPermissions },
): SignedInUser {
  return { ...toUserDto(row), memberRole: row.memberRole, permissions: row.permissions };
}
