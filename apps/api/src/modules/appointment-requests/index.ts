/** The appointment requests module's public surface: other modules import only from here. */
export { toRequestDto } from './request-dto.ts';
export {
  insertRequest,
  selectPendingBetween,
  anonymiseRequestsOf,
  deleteStaleRequests,
  reassignRequest,
} from './module-api.service.ts';
export { classRequestValues, courseRequestValues } from './class-requests.service.ts';
