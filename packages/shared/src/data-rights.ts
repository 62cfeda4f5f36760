import { z } from './z.ts';
import { PageQuerySchema } from './api.ts';
import { optionalDateFilter } from './scheduling-fields.ts';

/*
 * Issue 20: the owners' rights (erasure, consent records, privacy text) and the admins' audit log.
 */

/** What the audit log records. Imports and exports are written by their modules. */
export const AUDIT_ACTIONS = [
  'user.approval_changed',
  'user.role_changed',
  'user.status_changed',
  'user.deleted',
  'client.erased',
  'clients.imported',
  'client.exported',
  'practice.exported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.approval_changed': 'Aprobación de cuenta',
  'user.role_changed': 'Cambio de rol',
  'user.status_changed': 'Cambio de estado',
  'user.deleted': 'Cuenta eliminada',
  'client.erased': 'Cliente eliminado y anonimizado',
  'clients.imported': 'Importación de clientes',
  'client.exported': 'Exportación de un cliente',
  'practice.exported': 'Exportación completa',
};

export const AUDIT_TARGET_TYPES = ['user', 'client', 'practice'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Details hold ids, counts and flags only: never a name, e-mail, phone or free text. */
export const AuditDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type AuditDetails = z.infer<typeof AuditDetailsSchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  /** The actor's name as it is now (null once the account is gone). */
  actorName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string().nullable(),
  details: AuditDetailsSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_MESSAGES = {
  toBeforeFrom: 'La fecha final no puede ser anterior a la inicial',
} as const;

/** The log's filters: an action, and days (from, to: both included) on the admin's clock. */
export const AuditQuerySchema = PageQuerySchema.extend({
  action: z.enum(AUDIT_ACTIONS, { error: 'Acción desconocida' }).optional(),
  from: optionalDateFilter,
  to: optionalDateFilter,
}).refine((v) => !v.from || !v.to || v.from <= v.to, {
  message: AUDIT_MESSAGES.toBeforeFrom,
  path: ['to'],
});
export type AuditQuery = z.output<typeof AuditQuerySchema>;

/** The word every personal field of an erased client becomes. */
export const ANONYMISED = 'Anonimizado';

/** The confirmation of an erasure: the client's full name, typed. */
export const EraseClientSchema = z.object({
  confirmName: z.string({ error: 'Escribe el nombre del cliente para confirmar' }).trim().min(1, {
    error: 'Escribe el nombre del cliente para confirmar',
  }),
});
export type EraseClientInput = z.infer<typeof EraseClientSchema>;

export const ErasureResultSchema = z.object({
  dogs: z.number(),
  sessions: z.number(),
  appointments: z.number(),
  requests: z.number(),
  payments: z.number(),
  bonos: z.number(),
  /** Issue 30: invoices kept, as tax law requires, each with its own copy of the client's data. */
  invoices: z.number(),
});
export type ErasureResult = z.infer<typeof ErasureResultSchema>;

/** The erasure's answer: what tax law keeps is said, not hidden. */
export const erasedMessage = (result: Pick<ErasureResult, 'invoices'>) =>
  result.invoices === 0
    ? DATA_RIGHTS_MESSAGES.erased
    : `${DATA_RIGHTS_MESSAGES.erased}. Se conservan ${result.invoices === 1 ? 'su factura' : `sus ${result.invoices} facturas`} con sus datos fiscales, como exige la normativa tributaria`;

/**
 * How long issued invoices and their registro de facturación are kept, whatever happens to the
 * client or the trainer's account (decision 0123): the longer of the two periods the law sets.
 */
export const FISCAL_RETENTION =
  'seis años desde el final del año en que se emitieron (artículo 30 del Código de Comercio, que cubre los cuatro años de prescripción de la Ley General Tributaria, artículo 66)';

export const DATA_RIGHTS_MESSAGES = {
  confirmMismatch: 'El nombre no coincide con el del cliente',
  erased: 'Cliente eliminado y datos anonimizados',
  privacySaved: 'Texto de privacidad guardado',
  privacyTooLong: 'El texto de privacidad no puede superar 20.000 caracteres',
  privacyEmpty: 'Escribe el texto de privacidad',
  cannotDeleteSelf: 'No puedes eliminar tu propia cuenta',
  userDeleted: 'Cuenta eliminada',
  /** An admin deleting an account whose records the AEAT has not accepted yet. */
  userAwaitingAeat: (records: number) =>
    `No se puede eliminar la cuenta: ${records === 1 ? 'un registro de facturación no consta aceptado' : `${records} registros de facturación no constan aceptados`} por la AEAT (pendientes de envío o rechazados), y la ley obliga a remitirlos. Cuando la AEAT los acepte podrás eliminarla; mientras tanto puedes desactivarla`,
} as const;

/** What an admin reads once an account is deleted: its invoices, if any, are kept. */
export const userDeletedMessage = (invoices: number) =>
  invoices === 0
    ? DATA_RIGHTS_MESSAGES.userDeleted
    : `${DATA_RIGHTS_MESSAGES.userDeleted}. Se conservan ${invoices === 1 ? 'su factura' : `sus ${invoices} facturas`} con su registro de facturación y sus envíos a la AEAT durante ${FISCAL_RETENTION}`;

/** Requests rejected or expired more than this many months ago are deleted (retention). */
export const REQUEST_RETENTION_MONTHS = 12;

export const PRIVACY_TEXT_MAX = 20_000;

export const PrivacyTextInputSchema = z.object({
  body: z
    .string({ error: DATA_RIGHTS_MESSAGES.privacyEmpty })
    .trim()
    .min(1, { error: DATA_RIGHTS_MESSAGES.privacyEmpty })
    .max(PRIVACY_TEXT_MAX, { error: DATA_RIGHTS_MESSAGES.privacyTooLong }),
});
export type PrivacyTextInput = z.infer<typeof PrivacyTextInputSchema>;

/** A version of a trainer's privacy text; each change is a new version. */
export const PrivacyTextSchema = z.object({
  id: z.string(),
  version: z.number(),
  body: z.string(),
  createdAt: z.string(),
  /** The public page's path. */
  path: z.string(),
});
export type PrivacyText = z.infer<typeof PrivacyTextSchema>;

export const PublicPrivacySchema = PrivacyTextSchema.extend({ trainerName: z.string() });
export type PublicPrivacy = z.infer<typeof PublicPrivacySchema>;

/** The public privacy page of one trainer (web route). */
export const privacyPath = (trainerId: string) => `/privacidad/${trainerId}`;

/** The default privacy text, in Spanish, for a trainer who has not written their own. */
export function defaultPrivacyText(responsible: {
  name: string;
  email: string;
  phone: string | null;
}): string {
  const contact = [responsible.email, responsible.phone].filter(Boolean).join(' · ');
  return [
    `Responsable del tratamiento: ${responsible.name}.`,
    '',
    'Finalidad: gestionar tus solicitudes y citas, las sesiones de adiestramiento de tu perro, los pagos y los avisos sobre ellas (recordatorios y confirmaciones). No se envían comunicaciones comerciales sin tu consentimiento expreso.',
    '',
    'Legitimación: tu consentimiento al enviar la solicitud y la ejecución del servicio que contratas.',
    '',
    `Conservación: mientras dure la relación y, después, el tiempo que exijan las obligaciones legales y contables. Las facturas emitidas a tu nombre y su registro de facturación se conservan ${FISCAL_RETENTION}, aunque pidas suprimir tus datos o el responsable deje de usar Adiestra. Las solicitudes rechazadas o caducadas se eliminan a los 12 meses.`,
    '',
    'Destinatarios: Adiestra, como encargado del tratamiento, aloja los datos por cuenta del responsable. No se ceden a terceros salvo obligación legal.',
    '',
    'Derechos: puedes acceder a tus datos, rectificarlos, suprimirlos, oponerte a su tratamiento, limitarlo y pedir su portabilidad escribiendo al responsable. Se atenderá gratis en el plazo de un mes. También puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).',
    '',
    `Contacto: ${contact}.`,
  ].join('\n');
}
