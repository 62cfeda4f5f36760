/** The owners' area's public surface (issue 15): other modules import only from here. */
export {
  bookingLinkUrl,
  issueBookingLink,
  issueBookingToken,
  ownerAreaUrl,
  type BookingLinkTarget,
} from './booking-links.ts';
export { resolveOwnerAccess, OWNER_UNAUTHORIZED } from './owner-access.ts';
export { newToken, hashToken } from './owner-tokens.ts';
export {
  closeOpenChanges,
  revokeOrphanOwnerAccess,
  revokeOwnerAccess,
} from './module-api.service.ts';
export { getOwnerAreaSettings, sessionPlaceOf } from './owner-settings.service.ts';
export { findTrainerBySlug } from './booking-address.service.ts';
export { cancelFromReminderLink, mailTrainer } from './owner-actions.service.ts';
