import { z } from './z.ts';
import { MAX_PAGE_LIMIT } from './constants.ts';

/** Machine codes of the error envelope (DESIGN §4). */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_PENDING',
  'ACCOUNT_INACTIVE',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}
export interface ApiFailure {
  success: false;
  message: string;
  code: ErrorCode;
  errors?: Record<string, string>;
}
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** `page` from 1 and a capped `limit`, as query strings. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const IdParamsSchema = z.object({
  id: z.uuid({ message: 'Identificador no válido' }),
});

export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}
export const MessageOnlySchema = z.object({
  success: z.literal(true),
  data: z.null(),
  message: z.string().optional(),
});
