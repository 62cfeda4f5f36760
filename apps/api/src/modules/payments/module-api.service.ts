import * as erasureRepository from './erasure.repository.ts';

/**
 * The payments module's data access that other modules call as it is (accounts' defaults, erasure,
 * the calendar's reads): thin service functions, so the module's index exports no repository
 * function and a caller never depends on how the tables are queried (decision 0029).
 */
export const anonymisePaymentsOf = (
  ...args: Parameters<typeof erasureRepository.anonymisePaymentsOf>
) => erasureRepository.anonymisePaymentsOf(...args);
