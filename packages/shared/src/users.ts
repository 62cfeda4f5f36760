import { z } from './z.ts';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A member's role in their business (the tenant): the titular owns it (money, invoices, fiscal
 * profile, staff); an adiestrador trains; recepción runs the calendar, requests and payments.
 * The platform's `ROLES` above are another axis: an admin approves businesses.
 */
export const MEMBER_ROLES = ['titular', 'adiestrador', 'recepcion'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const UserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  isApproved: z.boolean(),
  isActive: z.boolean(),
  timeZone: z.string(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthPayloadSchema = z.object({ user: UserSchema, token: z.string() });
export type AuthPayload = z.infer<typeof AuthPayloadSchema>;

export const ApproveUserSchema = z.object({
  isApproved: z.boolean({ message: 'isApproved debe ser verdadero o falso' }),
});
export const ChangeRoleSchema = z.object({
  role: z.enum(ROLES, { message: 'El rol debe ser user o admin' }),
});
export const ChangeStatusSchema = z.object({
  isActive: z.boolean({ message: 'isActive debe ser verdadero o falso' }),
});

export type UserStatusLabel = 'Pendiente' | 'Activo' | 'Inactivo';

/** Inactive wins over approval (SPEC §4 User status display). */
export function userStatusLabel(user: Pick<User, 'isApproved' | 'isActive'>): UserStatusLabel {
  if (!user.isActive) return 'Inactivo';
  return user.isApproved ? 'Activo' : 'Pendiente';
}
