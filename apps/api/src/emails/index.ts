/**
 * Every e-mail the product sends, one file each (docs/emails.md): a React component for the
 * body and a builder that gives the Mail (subject, recipient, HTML and text parts, attachments).
 */
export { appointmentApprovedMail } from './appointment-approved.tsx';
export { newRequestMail } from './new-request.tsx';
export { passwordResetMail } from './password-reset.tsx';
export { registrationAttemptMail } from './registration-attempt.tsx';
export { newAccountMail } from './new-account.tsx';
export { accountApprovedMail } from './account-approved.tsx';
export { requestReceiptMail } from './request-receipt.tsx';
export { requestRejectedMail } from './request-rejected.tsx';
export type { MailTrainer } from './sender.ts';
export { trainerName, ownerMailSender } from './sender.ts';
export { appointmentReminderMail } from './appointment-reminder.tsx';
export { dailyAgendaMail } from './daily-agenda.tsx';
export { ownerCancelledMail } from './owner-cancelled.tsx';
export { ownerSignInMail } from './owner-sign-in.tsx';
export { ownerInvitationMail, ownerInvitationText } from './owner-invitation.tsx';
export { changeAskedMail } from './change-asked.tsx';
export { changeApprovedMail } from './change-approved.tsx';
export { changeRejectedMail } from './change-rejected.tsx';
export { appointmentNoticeMail, type AppointmentNotice } from './appointment-notice.tsx';
export {
  appointmentSeriesMail,
  type SeriesItem,
  type SeriesNotice,
} from './appointment-series.tsx';
export { sessionReportMail, type ReportMailContent } from './session-report.tsx';
export { vaccineReminderMail, type VaccineReminderContent } from './vaccine-reminder.tsx';
export { documentUploadedMail } from './document-uploaded.tsx';
export { ownerReceiptMail } from './owner-receipt.tsx';
export { blockedTimeNoticeMail } from './blocked-time-notice.tsx';
export { classCancelledMail, type MailClass } from './class-cancelled.tsx';
export { classOfferMail } from './class-offer.tsx';
export { classRequestApprovedMail } from './class-request-approved.tsx';
export { classPlaceConfirmedMail, type MailPlaces } from './class-place-confirmed.tsx';
export { classReminderMail } from './class-reminder.tsx';
export { classMovedMail } from './class-moved.tsx';
export {
  classPlaceCancelledMail,
  ownerPlaceCancelledMail,
  type CancelledPlace,
} from './class-place-cancelled.tsx';
export { staffInvitationMail } from './staff-invitation.tsx';
export { trainerChangedMail, type ChangedBooking } from './trainer-changed.tsx';
