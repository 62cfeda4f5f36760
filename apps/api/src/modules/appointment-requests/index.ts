/** The appointment requests module's public surface: other modules import only from here. */
export { toRequestDto } from './request-dto.ts';
export { insertRequest, selectPendingBetween } from './appointment-requests.repository.ts';
export { anonymiseRequestsOf, deleteStaleRequests } from './erasure.repository.ts';
