/** The owners' area's public surface (issue 15): other modules import only from here. */
export { default as ownerRoutes } from './owners.routes.ts';
export { default as changeRequestRoutes } from './change-requests.routes.ts';
export { default as ownerSettingsRoutes } from './owner-settings.routes.ts';
export {
  bookingLinkUrl,
  issueBookingLink,
  issueBookingToken,
  ownerAreaUrl,
  type BookingLinkTarget,
} from './booking-links.ts';
export { revokeOrphanOwnerAccess, revokeOwnerAccess } from './erasure.repository.ts';
export { resolveOwnerAccess, OWNER_UNAUTHORIZED } from './owner-access.ts';
export { newToken, hashToken } from './owner-tokens.ts';
export { cancelFromReminderLink } from './owner-actions.service.ts';
