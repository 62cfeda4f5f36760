import type { ErrorCode } from '@adiestra/shared';

/** An expected failure with its HTTP status and a Spanish message for the user. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Recurso no encontrado') =>
  new AppError('NOT_FOUND', 404, message);
export const forbidden = (message = 'No tienes permiso para realizar esta acción') =>
  new AppError('FORBIDDEN', 403, message);
export const unauthorized = (message = 'Sesión no válida o caducada. Inicia sesión de nuevo.') =>
  new AppError('UNAUTHORIZED', 401, message);
export const conflict = (message: string) => new AppError('CONFLICT', 409, message);
export const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', 400, message, { [field]: message });
