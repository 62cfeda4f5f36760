import { z } from './z.ts';
import { PASSWORD_MAX_LENGTH } from './constants.ts';
import { PROFILE_PHONE_PATTERN, emailField, newPasswordField, requiredText } from './fields.ts';

export const LoginSchema = z.object({
  email: emailField,
  password: z
    .string({ message: 'La contraseña es requerida' })
    .min(1, 'La contraseña es requerida')
    .max(PASSWORD_MAX_LENGTH, 'La contraseña es requerida'),
});
export type Login = z.infer<typeof LoginSchema>;

/** The register form: one full-name field and a confirmation (SPEC §2 Register, §5). */
export const RegisterFormSchema = z
  .object({
    name: requiredText('El nombre es requerido', 120),
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string().min(1, 'Confirma tu contraseña'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof RegisterFormSchema>;

/** The register call (SPEC §7): the form's name split at the first space. */
export const RegisterSchema = z.object({
  firstName: requiredText('El nombre es requerido', 60),
  lastName: z.string().trim().max(60, 'Máximo 60 caracteres').default(''),
  email: emailField,
  password: newPasswordField,
});
export type Register = z.input<typeof RegisterSchema>;

/** "Ana María López" → { firstName: 'Ana', lastName: 'María López' }. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

export const ForgotPasswordSchema = z.object({ email: emailField });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({
  token: z
    .string({ message: 'El enlace no es válido' })
    .regex(/^[A-Za-z0-9_-]{20,128}$/, 'El enlace no es válido'),
  newPassword: newPasswordField,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** The reset-password screen adds a confirmation. */
export const ResetPasswordFormSchema = z
  .object({
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, 'Confirma tu contraseña'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof ResetPasswordFormSchema>;

export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ message: 'La contraseña actual es requerida' })
    .min(1, 'La contraseña actual es requerida')
    .max(PASSWORD_MAX_LENGTH, 'La contraseña actual es requerida'),
  newPassword: newPasswordField,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const ChangePasswordFormSchema = ChangePasswordSchema.extend({
  confirmPassword: z.string().min(1, 'Confirma tu contraseña'),
}).refine((v) => v.newPassword === v.confirmPassword, {
  message: 'Las contraseñas no coinciden',
  path: ['confirmPassword'],
});
export type ChangePasswordForm = z.input<typeof ChangePasswordFormSchema>;

/** The zones practices in Spain run on, offered first; the default is the peninsula's. */
export const SPANISH_TIME_ZONES = [
  { value: 'Europe/Madrid', label: 'Península, Baleares, Ceuta y Melilla' },
  { value: 'Atlantic/Canary', label: 'Canarias' },
] as const;
export const TIME_ZONE_MESSAGE = 'Zona horaria no válida';

/** An IANA zone this runtime knows ('Europe/Madrid'); never a bare offset or a made-up name. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('es-ES', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const ProfileUpdateSchema = z.object({
  firstName: requiredText('El nombre es requerido', 60),
  lastName: requiredText('El apellido es requerido', 60),
  phone: z
    .string()
    .trim()
    .max(30, 'Formato de teléfono inválido')
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || PROFILE_PHONE_PATTERN.test(v), 'Formato de teléfono inválido'),
  /**
   * DESIGN §5: availability and appointment times are read in this zone. Optional, so a client
   * that sends only SPEC §7's fields leaves it as it was.
   */
  timeZone: z
    .string({ error: TIME_ZONE_MESSAGE })
    .trim()
    .max(64, TIME_ZONE_MESSAGE)
    .refine(isTimeZone, TIME_ZONE_MESSAGE)
    // 'europe/madrid' names the same zone: stored as the runtime spells it.
    .transform((v) => new Intl.DateTimeFormat('es-ES', { timeZone: v }).resolvedOptions().timeZone)
    .optional(),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

export type PasswordStrengthLabel = 'Muy débil' | 'Débil' | 'Media' | 'Fuerte' | 'Muy fuerte';

/** Count of criteria met: length ≥ 8, uppercase, lowercase, digit, symbol (SPEC §4). */
export function passwordStrength(password: string): {
  score: number;
  label: PasswordStrengthLabel;
} {
  const score = [
    password.length >= 8,
    /[A-ZÁÉÍÓÚÑÜ]/.test(password),
    /[a-záéíóúñü]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9ÁÉÍÓÚÑÜáéíóúñü]/.test(password),
  ].filter(Boolean).length;
  const labels: PasswordStrengthLabel[] = [
    'Muy débil',
    'Muy débil',
    'Débil',
    'Media',
    'Fuerte',
    'Muy fuerte',
  ];
  return { score, label: labels[score] ?? 'Muy débil' };
}

/**
 * Why an account may not use the app: answered by login (403) and, for a session already open
 * when an admin acts, by every signed-in call (401), so the login page can say it.
 */
export const ACCOUNT_MESSAGES = {
  inactive: 'Tu cuenta está desactivada. Contacta con un administrador.',
  pending: 'Tu cuenta está pendiente de aprobación por un administrador.',
  removed: 'Ya no formas parte del equipo de ningún negocio en Adiestra.',
} as const;
