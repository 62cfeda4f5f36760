import { z } from './z.ts';
import { emailField, newPasswordField, requiredText } from './fields.ts';
import { MEMBER_ROLES, UserSchema, type MemberRole } from './users.ts';
import { TRAINER_COLOURS } from './trainer-colours.ts';

/** The staff of a business (issue 39, decision 0133): roles, per-member permissions, invitations. */

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  titular: 'Titular',
  adiestrador: 'Adiestrador/a',
  recepcion: 'Recepción',
};

/** The roles a titular may invite or give: a business has one titular. */
export const INVITABLE_ROLES = ['adiestrador', 'recepcion'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** The toggles a titular sets per member; the titular has them all implicitly. */
export const MEMBER_PERMISSIONS = ['seeContacts', 'seeMoney', 'export', 'issueInvoices'] as const;
export type MemberPermission = (typeof MEMBER_PERMISSIONS)[number];

export const MEMBER_PERMISSION_LABELS: Record<MemberPermission, string> = {
  seeContacts: 'Ver teléfono y e-mail de los clientes',
  seeMoney: 'Ver cobros y saldos',
  export: 'Exportar datos',
  issueInvoices: 'Emitir facturas',
};

const permissionFlag = z.boolean({ message: 'El permiso debe ser verdadero o falso' });

export const MemberPermissionsSchema = z.object({
  seeContacts: permissionFlag,
  seeMoney: permissionFlag,
  export: permissionFlag,
  issueInvoices: permissionFlag,
});
export type MemberPermissions = z.infer<typeof MemberPermissionsSchema>;

/** What an invitation or a change may set: any subset, the rest taken from the role's defaults. */
export const MemberPermissionsPatchSchema = MemberPermissionsSchema.partial();
export type MemberPermissionsPatch = z.infer<typeof MemberPermissionsPatchSchema>;

export const ALL_PERMISSIONS: MemberPermissions = {
  seeContacts: true,
  seeMoney: true,
  export: true,
  issueInvoices: true,
};

/** A new member's toggles by role; the titular's are all on and cannot be changed. */
export const DEFAULT_MEMBER_PERMISSIONS: Record<MemberRole, MemberPermissions> = {
  titular: ALL_PERMISSIONS,
  adiestrador: { seeContacts: true, seeMoney: false, export: false, issueInvoices: false },
  recepcion: { seeContacts: true, seeMoney: true, export: false, issueInvoices: false },
};

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

const invitableRole = z.enum(INVITABLE_ROLES, {
  message: 'El rol debe ser Adiestrador/a o Recepción',
});

export const InviteMemberSchema = z.object({
  email: emailField,
  role: invitableRole,
  permissions: MemberPermissionsPatchSchema.optional(),
});
export type InviteMember = z.input<typeof InviteMemberSchema>;

export const UpdateMemberSchema = z
  .object({ role: invitableRole.optional(), permissions: MemberPermissionsPatchSchema.optional() })
  .refine((v) => v.role !== undefined || v.permissions !== undefined, {
    message: 'Indica el rol o los permisos que cambian',
  });
export type UpdateMember = z.input<typeof UpdateMemberSchema>;

export const AcceptInvitationSchema = z.object({
  name: requiredText('El nombre es requerido', 120),
  password: newPasswordField,
});
export type AcceptInvitation = z.input<typeof AcceptInvitationSchema>;

/** The accept form adds a confirmation, like the register form. */
export const AcceptInvitationFormSchema = AcceptInvitationSchema.extend({
  confirmPassword: z.string().min(1, 'Confirma tu contraseña'),
}).refine((v) => v.password === v.confirmPassword, {
  message: 'Las contraseñas no coinciden',
  path: ['confirmPassword'],
});
export type AcceptInvitationForm = z.input<typeof AcceptInvitationFormSchema>;

/** An invitation link's token, as the link carries it. */
export const InvitationTokenSchema = z
  .string({ message: 'La invitación no existe' })
  .regex(/^[A-Za-z0-9_-]{20,128}$/, 'La invitación no existe');

export const StaffMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  permissions: MemberPermissionsSchema,
  /** The colour the calendar shows their work in (decision 0140). */
  colour: z.enum(TRAINER_COLOURS),
  joinedAt: z.string(),
  isYou: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  permissions: MemberPermissionsSchema,
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

export const StaffListSchema = z.object({
  members: z.array(StaffMemberSchema),
  invitations: z.array(StaffInvitationSchema),
});
export type StaffList = z.infer<typeof StaffListSchema>;

/** What the public invitation page shows before the form. */
export const InvitationPreviewSchema = z.object({
  businessName: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  inviterName: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** The signed-in account as login, verify and profile answer it: with its role and toggles. */
export const SignedInUserSchema = UserSchema.extend({
  memberRole: z.enum(MEMBER_ROLES),
  permissions: MemberPermissionsSchema,
});
export type SignedInUser = z.infer<typeof SignedInUserSchema>;

export const SignedInPayloadSchema = z.object({ user: SignedInUserSchema, token: z.string() });
export type SignedInPayload = z.infer<typeof SignedInPayloadSchema>;

export const STAFF_MESSAGES = {
  invited: 'Invitación enviada',
  invitationCancelled: 'Invitación anulada',
  memberUpdated: 'Miembro actualizado',
  colourChanged: 'Color actualizado',
  memberRemoved: 'El miembro ya no forma parte del equipo',
  accepted: 'Bienvenido/a al equipo',
  alreadyMember: 'Ese e-mail ya tiene una cuenta en Adiestra y forma parte de un negocio',
  alreadyInvited: 'Ya hay una invitación pendiente para ese e-mail',
  invitationNotFound: 'La invitación no existe',
  invitationGone: 'Esta invitación ha caducado o ya se ha usado. Pide una nueva al titular.',
  memberNotFound: 'Esa persona no forma parte de tu equipo',
  titularFixed: 'Los datos del titular no se pueden cambiar',
  mailSubject: (businessName: string) => `${businessName} te invita a su equipo en Adiestra`,
} as const;

/** The questions the access layer answers (decision 0133); each route declares one. */
export const ACCESS_QUESTIONS = [
  'public',
  'signedIn',
  'admin',
  'staff',
  'fiscal',
  'money',
  'invoices',
  'export',
  'work',
  'clients',
  'contacts',
  'business',
] as const;
export type AccessQuestion = (typeof ACCESS_QUESTIONS)[number];

/** The 403 a role or a missing toggle gets, per question. */
export const ACCESS_MESSAGES: Record<AccessQuestion, string> = {
  public: 'No tienes permiso para realizar esta acción',
  signedIn: 'No tienes permiso para realizar esta acción',
  admin: 'Solo un administrador puede realizar esta acción',
  staff: 'Solo el titular gestiona el equipo',
  fiscal: 'Solo el titular gestiona los datos fiscales y el certificado de la AEAT',
  money: 'Tu cuenta no tiene permiso para ver cobros y saldos',
  invoices: 'Tu cuenta no tiene permiso para emitir facturas',
  export: 'Tu cuenta no tiene permiso para exportar datos',
  work: 'No tienes permiso para realizar esta acción',
  clients: 'No tienes permiso para realizar esta acción',
  contacts:
    'Tu cuenta no tiene permiso para ver ni cambiar el teléfono, el e-mail y la dirección de los clientes',
  business: 'Solo el titular cambia los ajustes del negocio',
};

/**
 * The kinds of work an adiestrador sees only their own of (decision 0148): a route on one of
 * them by `:id` answers 404 for another trainer's, as for another business's.
 */
export const OWN_WORK_KINDS = ['appointment', 'request', 'session', 'class', 'course'] as const;
export type OwnWorkKind = (typeof OWN_WORK_KINDS)[number];

/** What an adiestrador gets booking for another trainer, or for "Cualquiera". */
export const OWN_WORK_MESSAGE = 'Solo puedes reservar en tu propia agenda';
