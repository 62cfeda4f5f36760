import * as authRepository from './auth.repository.ts';

/**
 * The auth module's data access that other modules call as it is (accounts' defaults, erasure,
 * the calendar's reads): thin service functions, so the module's index exports no repository
 * function and a caller never depends on how the tables are queried (decision 0029).
 */
export const findBookableBusiness = (
  ...args: Parameters<typeof authRepository.findBookableBusiness>
) => authRepository.findBookableBusiness(...args);
export const findUserById = (...args: Parameters<typeof authRepository.findUserById>) =>
  authRepository.findUserById(...args);
export const prepareLiveSessionLookup = (
  ...args: Parameters<typeof authRepository.prepareLiveSessionLookup>
) => authRepository.prepareLiveSessionLookup(...args);
