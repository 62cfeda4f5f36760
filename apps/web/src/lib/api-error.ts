import type { ErrorCode } from '@adiestra/shared';

/** Codes the client adds to the server's own for failures that never reached a valid envelope. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE' | 'UNKNOWN_ERROR';

export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor';
export const INVALID_RESPONSE_MESSAGE = 'Respuesta inválida del servidor';

/** Every failed call surfaces as this error, so screens handle one shape only. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    /** Per-field messages from a 400 response, keyed by field name. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The spec's error rule for forms: the server's message, else the error's own message, else
 * the screen's fallback text.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
