import * as erasureRepository from './erasure.repository.ts';

/**
 * The owners module's data access that other modules call as it is (accounts' defaults, erasure,
 * the calendar's reads): thin service functions, so the module's index exports no repository
 * function and a caller never depends on how the tables are queried (decision 0029).
 */
export const revokeOrphanOwnerAccess = (
  ...args: Parameters<typeof erasureRepository.revokeOrphanOwnerAccess>
) => erasureRepository.revokeOrphanOwnerAccess(...args);
export const revokeOwnerAccess = (
  ...args: Parameters<typeof erasureRepository.revokeOwnerAccess>
) => erasureRepository.revokeOwnerAccess(...args);
