import * as appointmentRequestsRepository from './appointment-requests.repository.ts';
import * as handoverRepository from './handover.repository.ts';
import * as erasureRepository from './erasure.repository.ts';

/**
 * The appointment-requests module's data access that other modules call as it is (accounts' defaults, erasure,
 * the calendar's reads): thin service functions, so the module's index exports no repository
 * function and a caller never depends on how the tables are queried (decision 0029).
 */
export const insertRequest = (
  ...args: Parameters<typeof appointmentRequestsRepository.insertRequest>
) => appointmentRequestsRepository.insertRequest(...args);
export const selectPendingBetween = (
  ...args: Parameters<typeof appointmentRequestsRepository.selectPendingBetween>
) => appointmentRequestsRepository.selectPendingBetween(...args);
export const anonymiseRequestsOf = (
  ...args: Parameters<typeof erasureRepository.anonymiseRequestsOf>
) => erasureRepository.anonymiseRequestsOf(...args);
export const deleteStaleRequests = (
  ...args: Parameters<typeof erasureRepository.deleteStaleRequests>
) => erasureRepository.deleteStaleRequests(...args);
/** Issue 39, decision 0141: a leaving trainer's open request given to another trainer. */
export const reassignRequest = (
  ...args: Parameters<typeof handoverRepository.updateRequestTrainer>
) => handoverRepository.updateRequestTrainer(...args);
