import { z } from './z.ts';
import { contactField } from './contact-fields.ts';
import { PageQuerySchema } from './api.ts';
import { emailField, optionalText, requiredText } from './fields.ts';
import { isValidBookingPhone } from './scheduling-fields.ts';
import { searchField } from './search-field.ts';
import { normaliseTaxId, taxIdKind } from './tax-id.ts';

/** Issue 14: a client's phones follow the booking rule (SPEC §5), so "abc" is refused. */
const PHONE_MESSAGE = 'El teléfono no es válido';

/** Issue 27.3 / 31.5: a client is reached by e-mail, by phone (WhatsApp), or both. */
export const CLIENT_CONTACT_MESSAGE = 'Indica un email o un teléfono para poder contactar con él';

/** How the client prefers to be written to (issue 31.5); the database CHECKs the same list. */
export const CONTACT_CHANNELS = ['email', 'whatsapp'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const CONTACT_CHANNEL_LABELS: Record<ContactChannel, string> = {
  email: 'Email',
  whatsapp: 'WhatsApp',
};
/** The channel a client without a stated preference is written to: e-mail when there is one. */
export const defaultChannel = (contact: { email: string }): ContactChannel =>
  contact.email ? 'email' : 'whatsapp';

/** An optional e-mail: empty is "none" (''), else the e-mail rule. */
export const contactEmailField = z
  .string({ message: 'El email no es válido' })
  .trim()
  .max(254, 'El email no es válido')
  .nullish()
  .transform((v) => v ?? '')
  .refine((v) => !v || emailField.safeParse(v).success, 'El email no es válido')
  .transform((v) => v.toLowerCase());

/** An optional phone: empty is "none" (''), else the booking phone rule. */
export const contactPhoneField = z
  .string({ message: PHONE_MESSAGE })
  .trim()
  .max(30, 'Máximo 30 caracteres')
  .nullish()
  .transform((v) => v ?? '')
  .refine((v) => !v || isValidBookingPhone(v), PHONE_MESSAGE);

/**
 * Who the client is for tax purposes (issue 45): a private person, or a business or professional
 * (autónomo) that withholds IRPF from a professional's invoice (art. 99.2 LIRPF). Checked by the
 * database (clients_fiscal_kind_check); a factura completa withholds only from a `profesional`.
 */
export const CLIENT_FISCAL_KINDS = ['particular', 'profesional'] as const;
export type ClientFiscalKind = (typeof CLIENT_FISCAL_KINDS)[number];
export const CLIENT_FISCAL_KIND_LABELS: Record<ClientFiscalKind, string> = {
  particular: 'Particular (no retiene IRPF)',
  profesional: 'Empresa o profesional (retiene IRPF)',
};

/**
 * The kind a tax identifier suggests: an entity's NIF (CIF) is a business; a DNI or NIE is a
 * person, usually private (an autónomo with a DNI is marked `profesional` by hand).
 */
export function fiscalKindOfTaxId(taxId: string | null | undefined): ClientFiscalKind {
  return taxId && taxIdKind(taxId) === 'cif' ? 'profesional' : 'particular';
}

/** DNI, NIE or a company's NIF, with its check character (tax-id.ts); stored normalised. */
const taxIdField = optionalText(20)
  .refine((v) => !v || taxIdKind(v) !== null, 'El DNI, NIE o NIF no es válido: revisa la letra')
  .transform((v) => (v ? normaliseTaxId(v) : null));

/** The client form and the create/update body (SPEC §5 Client form); `name` is split on save. */
const ClientFieldsSchema = z.object({
  name: requiredText('El nombre es requerido', 120),
  email: contactEmailField,
  phone: contactPhoneField,
  address: optionalText(300),
  emergencyContact: optionalText(120),
  emergencyPhone: optionalText(30).refine((v) => !v || isValidBookingPhone(v), PHONE_MESSAGE),
  notes: optionalText(2000),
  taxId: taxIdField,
  /** Omitted: what the tax identifier suggests (fiscalKindOfTaxId). */
  fiscalKind: z
    .enum(CLIENT_FISCAL_KINDS, { message: 'Elige particular o empresa o profesional' })
    .nullish()
    .transform((v) => v ?? null),
  /** Omitted: e-mail when the client has one, else WhatsApp. */
  preferredChannel: z
    .enum(CONTACT_CHANNELS, { message: 'Elige email o WhatsApp' })
    .nullish()
    .transform((v) => v ?? null),
  /** The client agreed to receive messages (reminders, notices); when is kept by the server. */
  messagesConsent: z
    .boolean({ message: 'El consentimiento debe ser sí o no' })
    .nullish()
    .transform((v) => v ?? false),
});

export const ClientInputSchema = ClientFieldsSchema.refine((v) => v.email || v.phone, {
  message: CLIENT_CONTACT_MESSAGE,
  path: ['email'],
})
  .refine((v) => v.preferredChannel !== 'email' || v.email, {
    message: 'Para preferir el email, indica su email',
    path: ['preferredChannel'],
  })
  .refine((v) => v.preferredChannel !== 'whatsapp' || v.phone, {
    message: 'Para preferir WhatsApp, indica su teléfono',
    path: ['preferredChannel'],
  })
  .refine((v) => !v.emergencyContact || v.emergencyPhone, {
    message: 'El teléfono de emergencia es requerido si se proporciona un contacto de emergencia',
    path: ['emergencyPhone'],
  });
export type ClientInput = z.input<typeof ClientInputSchema>;
export type ClientInputParsed = z.output<typeof ClientInputSchema>;

/**
 * PATCH /clients/:id (decision 0142): what a member without `seeContacts` may change of a client —
 * everything but the ways to reach them and the channel chosen among those.
 */
export const ClientDetailsInputSchema = ClientFieldsSchema.pick({
  name: true,
  notes: true,
  taxId: true,
  fiscalKind: true,
  messagesConsent: true,
});
export type ClientDetailsInput = z.input<typeof ClientDetailsInputSchema>;
export type ClientDetailsInputParsed = z.output<typeof ClientDetailsInputSchema>;

/** A dog as carried inside a client: enough for the card and the client's dogs card. */
export const ClientDogSchema = z.object({
  id: z.string(),
  name: z.string(),
  breed: z.string(),
  age: z.number().nullable(),
  isActive: z.boolean(),
  photoThumb: z.string().nullable(),
});
export type ClientDog = z.infer<typeof ClientDogSchema>;

/** Who a client is and how to reach them; also what a dog carries of its owner. */
export const ClientContactSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  /**
   * '' when the client gave none: a client has an e-mail, a phone, or both (issue 27.3); null when
   * the caller may not see contacts (contact-fields.ts).
   */
  email: contactField(z.string()),
  phone: contactField(z.string()),
  address: contactField(z.string()),
});

export const ClientSchema = ClientContactSchema.extend({
  taxId: z.string().nullable(),
  fiscalKind: z.enum(CLIENT_FISCAL_KINDS),
  preferredChannel: z.enum(CONTACT_CHANNELS),
  messagesConsent: z.boolean(),
  /** When the client agreed to receive messages (ISO), or null. */
  messagesConsentAt: z.string().nullable(),
  emergencyContact: contactField(z.string()),
  emergencyPhone: contactField(z.string()),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  dogs: z.array(ClientDogSchema),
  totalSessions: z.number().int(),
  /** ISO timestamp of the most recent session, or null. */
  lastSession: z.string().nullable(),
});
export type Client = z.infer<typeof ClientSchema>;

export const CLIENT_DOG_FILTERS = ['all', 'with', 'without'] as const;
export const CLIENT_SORTS = ['recent', 'oldest', 'name'] as const;
export type ClientDogFilter = (typeof CLIENT_DOG_FILTERS)[number];
export type ClientSort = (typeof CLIENT_SORTS)[number];

/** The clients list: server-side search over name, e-mail and phone, plus the 'Filtros' panel. */
export const ClientListQuerySchema = PageQuerySchema.extend({
  search: searchField,
  dogs: z.enum(CLIENT_DOG_FILTERS).default('all'),
  sort: z.enum(CLIENT_SORTS).default('recent'),
});
export type ClientListQuery = z.input<typeof ClientListQuerySchema>;

/** GET /clients/stats: the list's three stat cards in one call. */
export const ClientStatsSchema = z.object({
  totalClients: z.number().int(),
  totalDogs: z.number().int(),
  totalSessions: z.number().int(),
});
export type ClientStats = z.infer<typeof ClientStatsSchema>;

/** GET /clients/{id}/stats. */
export const ClientDetailStatsSchema = z.object({
  totalDogs: z.number().int(),
  totalSessions: z.number().int(),
  lastSession: z.string().nullable(),
});
export type ClientDetailStats = z.infer<typeof ClientDetailStatsSchema>;
