import type { ClientListQuery } from '@adiestra/shared';
import { ApiError, isApiError } from '@/lib/api-error';

export type ClientFilters = Pick<ClientListQuery, 'search' | 'dogs' | 'sort'>;

/** The server's message when it gave one, else the client layer's generic text (SPEC §8). */
export function withFallbackMessage(fallback: string) {
  return (error: unknown): never => {
    if (isApiError(error) && !error.message) {
      throw new ApiError(error.status, error.code, fallback, error.fieldErrors);
    }
    throw error;
  };
}
