import { z } from './z.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { characterCount, cleanTypedText, type TextLines } from './typed-text.ts';

/** Required e-mail, trimmed and lower-cased, with the spec's two messages. */
export const emailField = z
  .string({ message: 'El email es requerido' })
  .trim()
  .min(1, 'El email es requerido')
  .max(254, 'El email no es válido')
  .pipe(z.email({ message: 'El email no es válido' }))
  .transform((v) => v.toLowerCase());

/** Texts allowed more than this many characters are written in lines (notes, bodies, reasons). */
const ONE_LINE_MAX = 300;
const linesFor = (max: number): TextLines => (max > ONE_LINE_MAX ? 'many' : 'one');

/**
 * A typed text as it is kept: cleaned of control and bidi characters (cleanTypedText), trimmed,
 * and at most `max` characters counted as a person counts them, an emoji being one.
 */
function typedText(max: number, lines: TextLines, message?: string) {
  return z
    .string(message ? { message } : undefined)
    .overwrite((v) => cleanTypedText(v, lines))
    .trim()
    .refine((v) => characterCount(v) <= max, `Máximo ${max} caracteres`);
}

/** A required text: cleaned, trimmed, non-empty, bounded. */
export function requiredText(message: string, max = 200, lines: TextLines = linesFor(max)) {
  return typedText(max, lines, message).min(1, message);
}

/** An optional text: cleaned and trimmed; empty becomes null. */
export function optionalText(max = 2000, lines: TextLines = linesFor(max)) {
  return typedText(max, lines)
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
