import * as erasureRepository from './erasure.repository.ts';
import * as repository from './owners.repository.ts';

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

/**
 * The appointments' commands close an appointment's open change requests when it is cancelled,
 * moved or completed (issue 26): the owners' module owns them and hands this in.
 */
export const closeOpenChanges = (...args: Parameters<typeof repository.cancelPendingChanges>) =>
  repository.cancelPendingChanges(...args);
