import * as erasureRepository from './erasure.repository.ts';

/**
 * The clients module's data access that other modules call as it is (accounts' defaults, erasure,
 * the calendar's reads): thin service functions, so the module's index exports no repository
 * function and a caller never depends on how the tables are queried (decision 0029).
 */
export const deleteClientAndRecords = (
  ...args: Parameters<typeof erasureRepository.deleteClientAndRecords>
) => erasureRepository.deleteClientAndRecords(...args);
export const lockClientForErasure = (
  ...args: Parameters<typeof erasureRepository.lockClientForErasure>
) => erasureRepository.lockClientForErasure(...args);
