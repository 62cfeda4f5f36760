import { createHash } from 'node:crypto';
import { cutText, type TelemetryProps } from '@adiestra/shared';

/*
 * Defence in depth: the web module never sends field values, but whatever arrives here is cut
 * down again before it is stored, so a careless `track.custom(...)` cannot leak a pet owner's data.
 */

/** Prop keys that suggest personal or typed content; such props are dropped whole. */
const PERSONAL_KEY =
  /e-?mail|correo|name|nombre|apellido|phone|tel[eé]fono|mobile|m[oó]vil|pass|pwd|contrase|text|value|valor|query|search|busca|term|^q$|address|direcci|token|secret|dni|nif|message|mensaje|comment|coment|note|nota|observ/i;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** Digit runs with the usual separators; only those with 9+ digits count as a phone number. */
const PHONE_CANDIDATE = /\+?\d[\d\s().-]{7,}\d/g;
const URL_QUERY = /(https?:\/\/[^\s?#]+)[?#][^\s)]*/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Issue 28: a quoted part of an error message is a value — often what someone typed or a
 * person's name ("Cannot find 'Marta Ruiz'") — so it is never stored.
 */
const QUOTED = [
  /"[^"\n]{1,300}"/g,
  /'[^'\n]{1,300}'/g,
  /`[^`\n]{1,300}`/g,
  /«[^»\n]{1,300}»/g,
  /“[^”\n]{1,300}”/g,
];
export function dropQuoted(text: string): string {
  return QUOTED.reduce((result, quoted) => result.replace(quoted, '[texto]'), text);
}

/** Replaces e-mail and phone-like substrings and drops URL query strings (tokens travel there). */
export function redactText(text: string): string {
  return text
    .replace(URL_QUERY, '$1')
    .replace(EMAIL, '[email]')
    .replace(PHONE_CANDIDATE, (match) =>
      match.replace(/\D/g, '').length >= 9 ? '[teléfono]' : match,
    );
}

/**
 * Issue 28: a string prop is kept only when it looks like a code ('success', 'form-x', 'es-ES');
 * free text — anything with spaces, or long — is replaced, as it may name a person.
 */
const CODE_LIKE = /^[\w.:/-]{0,64}$/;
const propText = (value: string) => (CODE_LIKE.test(value) ? redactText(value) : '[texto]');

export function scrubProps(props: TelemetryProps | null | undefined): TelemetryProps | null {
  if (!props) return null;
  const kept = Object.entries(props)
    .filter(([key]) => !PERSONAL_KEY.test(key))
    .map(([key, value]) => [key, typeof value === 'string' ? propText(value) : value] as const);
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

const PATTERN_SEGMENT = /^(?::[A-Za-z]\w*|[A-Za-z][\w-]*)$/;

function isIdLike(segment: string): boolean {
  if (segment === '') return false;
  // Words are kept ('clients', 'book-appointment'); ids, numbers, tokens and anything odd are not.
  if (!PATTERN_SEGMENT.test(segment)) return true;
  return !segment.startsWith(':') && /\d/.test(segment) && segment.length >= 8;
}

/** '/clients/0199…/edit?x=1' → '/clients/:id/edit': routes are stored as patterns, never with ids. */
export function toRoutePattern(route: string | null | undefined): string | null {
  if (!route) return null;
  const path = route.split(/[?#]/)[0] ?? '/';
  const pattern = path
    .split('/')
    .map((segment) => (isIdLike(segment) ? ':id' : segment))
    .join('/');
  return cutText(pattern, 200) || '/';
}

/** Stack frames vary by line, column, build hash and host; the place in the code does not. */
function topFrame(stack: string | null | undefined): string {
  const frame = stack
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('at ') || line.includes('@'));
  if (!frame) return '';
  return frame
    .replace(/https?:\/\/[^/\s]+/g, '')
    .replace(/[?#][^\s):]*/g, '')
    .replace(/:\d+/g, '')
    .replace(/-[\w]{6,}\.(m?js)/g, '.$1');
}

/** Groups reports of one error: same message (ids and numbers aside) thrown from the same place. */
export function errorFingerprint(message: string, stack: string | null | undefined): string {
  const normalized = message.replace(UUID, ':id').replace(/\d+/g, 'N').replace(/\s+/g, ' ');
  return createHash('sha256')
    .update(`${normalized}\n${topFrame(stack)}`)
    .digest('hex')
    .slice(0, 16);
}
