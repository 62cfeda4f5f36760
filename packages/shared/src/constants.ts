/** localStorage keys (SPEC §3, §9). */
export const STORAGE_KEYS = { token: 'token', user: 'user', theme: 'theme' } as const;

/** A development placeholder token that the web app discards at start-up (SPEC §4). */
export const PLACEHOLDER_TOKEN = '{token}';

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only stops abuse of the hashing cost. */
export const PASSWORD_MAX_LENGTH = 256;

export const PAGE_SIZES = {
  sessions: 10,
  appointments: 10,
  requests: 10,
  availability: 20,
  clients: 24,
  dogs: 24,
  users: 100,
  payments: 20,
  audit: 25,
  invoices: 20,
} as const;
export const MAX_PAGE_LIMIT = 100;

export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

export const REGISTER_PENDING_MESSAGE =
  'Registro exitoso. Tu cuenta está pendiente de aprobación por un administrador.';
export const FORGOT_PASSWORD_NEUTRAL_MESSAGE =
  'Si el email existe, te hemos enviado instrucciones para restablecer tu contraseña.';
