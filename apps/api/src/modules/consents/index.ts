/** The consents module's public surface (issue 31.6, and the booking gate of 31.4). */
export { assertBookingGate, type BookingTarget } from './gate.service.ts';
export {
  adoptBookingConsents,
  bookingConsentVersions,
  currentVersionsOfKinds,
  forgetBookingConsentsOf,
  recordBookingConsents,
  toVersionDto,
} from './consents.service.ts';
export { clientConsents } from './consents.service.ts';
