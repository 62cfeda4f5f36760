import { INVALID_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE, isApiError } from '@/lib/api-error';

/** Load-failure texts of SPEC §8 Admin users. */
export function usersLoadErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Error del servidor';
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  if (error.code === 'INVALID_RESPONSE') return INVALID_RESPONSE_MESSAGE;
  return `Error al cargar usuarios: ${error.status} - ${error.message || 'Error del servidor'}`;
}
