/*
 * Texts of the public booking page that its first screens show, in a module without zod (the page
 * loads zod only with the visitor's first input, scripts/check-budgets.mjs).
 */

/** The one title of a sent request — an appointment's, a class place's, a course's — as SPEC.md words it. */
export const BOOKING_SENT_TITLE = '¡Solicitud Enviada!';

/** What the success screens say of the receipt: mailed only to an owner who gave an e-mail. */
export const receiptSentText = (email: string) =>
  email ? 'Te hemos enviado un resumen por email.' : '';
