import type { ApiFailure } from '@adiestra/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

function fieldErrors(issues: readonly { instancePath: string; message?: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    errors[field] ??= issue.message ?? 'Valor no válido';
  }
  return errors;
}

/** Fastify's own errors that are the client's fault, mapped to the contract's codes. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, ApiFailure['code'], string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [
    400,
    'INVALID_JSON',
    'El cuerpo de la petición no es JSON válido',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON', 'El cuerpo de la petición está vacío'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'La petición es demasiado grande'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Tipo de contenido no soportado'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'INVALID_JSON', 'Longitud de contenido no válida'],
};

/** One handler: logs, and answers the envelope. A 5xx never carries internal detail. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ApiFailure = {
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
    };
    if (error instanceof AppError) {
      status = error.status;
      body = { success: false, code: error.code, message: error.message };
      if (error.errors) body.errors = error.errors;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const errors = fieldErrors(error.validation);
      body = {
        success: false,
        code: 'VALIDATION_ERROR',
        message: Object.values(errors)[0] ?? 'Datos no válidos',
        errors,
      };
    } else if (FASTIFY_CLIENT_ERRORS[error.code]) {
      const [s, code, message] = FASTIFY_CLIENT_ERRORS[error.code]!;
      status = s;
      body = { success: false, code, message };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { success: false, code: 'RATE_LIMITED', message: error.message };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { success: false, code: 'VALIDATION_ERROR', message: 'Petición no válida' };
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request refused');
    return reply.status(status).send(body);
  });
}
