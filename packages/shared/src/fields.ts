import { z } from './z.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

/** Required e-mail, trimmed and lower-cased, with the spec's two messages. */
export const emailField = z
  .string({ message: 'El email es requerido' })
  .trim()
  .min(1, 'El email es requerido')
  .max(254, 'El email no es válido')
  .pipe(z.email({ message: 'El email no es válido' }))
  .transform((v) => v.toLowerCase());

/** A required text: trimmed, non-empty, bounded. */
export function requiredText(message: string, max = 200) {
  return z.string({ message }).trim().min(1, message).max(max, `Máximo ${max} caracteres`);
}

/** An optional text: trimmed; empty becomes null. */
export function optionalText(max = 2000) {
  return z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres`)
    .nullish()
    .transform((v) => (v ? v : null));
}

export const newPasswordField = z
  .string({ message: 'La contraseña es requerida' })
  .min(1, 'La contraseña es requerida')
  .min(PASSWORD_MIN_LENGTH, 'La contraseña debe tener al menos 8 caracteres')
  .max(PASSWORD_MAX_LENGTH, `La contraseña no puede superar ${PASSWORD_MAX_LENGTH} caracteres`);

/** Digits, spaces, hyphens and parentheses with an optional leading plus (SPEC §5 Profile). */
export const PROFILE_PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

// Kept importable from here; it lives in a zod-free module for the booking page's sake.
export { isRealDate } from './calendar-date.ts';
