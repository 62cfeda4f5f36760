import { z } from './z.ts';
import { CONTACT_CHANNELS } from './clients.ts';
import { CONSENT_MESSAGES, signedNameField } from './consents.ts';
import { dateField } from './scheduling-fields.ts';

/**
 * Issue 45.5: the trainer brings a known client into Mi área from the client page — to enter it,
 * or to sign the documents a service asks for — by e-mail (through the outbox) or by a WhatsApp
 * text the trainer sends. Being invited makes the client's address a client's (decision 0117).
 */
export const OWNER_INVITATION_PURPOSES = ['area', 'documents'] as const;
export type OwnerInvitationPurpose = (typeof OWNER_INVITATION_PURPOSES)[number];

/** How the invitation leaves: the client's contact channels. */
export const OWNER_INVITATION_CHANNELS = CONTACT_CHANNELS;
export type OwnerInvitationChannel = (typeof OWNER_INVITATION_CHANNELS)[number];

/** An invitation's sign-in link works once within this many days (a mailed one: 15 minutes). */
export const OWNER_INVITATION_LINK_DAYS = 7;

/** Mi área's section for documents (`/mi-area?seccion=documentos`): a documents invitation opens it. */
export const OWNER_AREA_SECTION_PARAM = 'seccion';
export const OWNER_DOCUMENTS_SECTION = 'documentos';

export const OWNER_INVITATION_MESSAGES = {
  purpose: 'Elige para qué es la invitación',
  channel: 'Elige cómo enviar la invitación',
  needsEmail:
    'Mi área se abre con el e-mail del cliente: añádelo en su ficha, o registra la firma en papel',
  needsPhone: 'WhatsApp necesita un teléfono: añádelo en la ficha del cliente',
  nothingToSign: 'Este cliente no tiene documentos pendientes de firmar',
  mailed: 'Invitación enviada por e-mail',
  whatsappReady: 'Mensaje de WhatsApp preparado',
} as const;

/** POST /api/owner-invitations/clients/:id */
export const OwnerInvitationInputSchema = z.object({
  purpose: z.enum(OWNER_INVITATION_PURPOSES, { message: OWNER_INVITATION_MESSAGES.purpose }),
  channel: z.enum(OWNER_INVITATION_CHANNELS, { message: OWNER_INVITATION_MESSAGES.channel }),
});
export type OwnerInvitationInput = z.input<typeof OwnerInvitationInputSchema>;

/**
 * What the trainer gets back: for WhatsApp, the link (a credential, issued on the click) and the
 * text to send; for e-mail, nothing but the message (the mail left through the outbox).
 */
export const OwnerInvitationSchema = z.object({
  channel: z.enum(OWNER_INVITATION_CHANNELS),
  link: z.string().nullable(),
  text: z.string().nullable(),
  expiresAt: z.string(),
});
export type OwnerInvitation = z.infer<typeof OwnerInvitationSchema>;

export const PAPER_SIGNATURE_MESSAGES = {
  signedOn: 'Indica el día en que se firmó el papel',
  future: 'La fecha de la firma no puede ser futura',
  beforeVersion: 'Esa versión del documento aún no existía ese día',
  recorded: 'Firma en papel registrada',
} as const;

/** POST /api/consents/clients/:id/paper: a signature on the printed version, recorded by hand. */
export const PaperSignatureInputSchema = z.object({
  versionId: z.uuid({ message: CONSENT_MESSAGES.notFound }),
  dogId: z.uuid({ message: CONSENT_MESSAGES.dogRequired }).nullish().default(null),
  signedName: signedNameField,
  signedOn: dateField(PAPER_SIGNATURE_MESSAGES.signedOn),
});
export type PaperSignatureInput = z.input<typeof PaperSignatureInputSchema>;
