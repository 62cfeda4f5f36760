import { z } from './z.ts';
import { requiredText } from './fields.ts';

/**
 * Issue 31.6: the documents a trainer asks owners to accept. One document per kind and trainer;
 * each edit publishes a new immutable version, and a new version asks again.
 */
export const CONSENT_KINDS = ['liability', 'photos', 'group_rules'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** Issue 45.5: accepted in Mi área (typed name, IP) or signed on paper and recorded by the trainer. */
export const CONSENT_METHODS = ['online', 'paper'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];
export const CONSENT_METHOD_LABELS: Record<ConsentMethod, string> = {
  online: 'En Mi área',
  paper: 'En papel',
};

export const CONSENT_LABELS: Record<ConsentKind, string> = {
  liability: 'Responsabilidad y riesgos',
  photos: 'Uso de fotos y vídeos',
  group_rules: 'Normas de las clases en grupo',
};

/** The name a signed consent's PDF is downloaded under, in Spanish like its title. */
const CONSENT_FILE_STEMS: Record<ConsentKind, string> = {
  liability: 'responsabilidad',
  photos: 'fotos-y-videos',
  group_rules: 'normas-de-clases-en-grupo',
};
/** "Luna Ruiz" → "luna-ruiz": a name as a file name's part (no accents, no spaces). */
const fileNamePart = (name: string | null | undefined) =>
  (name ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
/**
 * Issue 45: "consentimiento-responsabilidad-luna-v1.pdf": the document, whose it is (the dog's
 * name where per dog, else who signed) and the version; `idSuffix` keeps two copies apart.
 */
export const consentFileName = (
  kind: ConsentKind,
  version: number,
  idSuffix?: string,
  whose?: string | null,
) => {
  const who = fileNamePart(whose);
  return `consentimiento-${CONSENT_FILE_STEMS[kind]}${who ? `-${who}` : ''}-v${version}${idSuffix ? `-${idSuffix}` : ''}.pdf`;
};

/** Accepted once per dog (the risks are the dog's) or once per client (the rest). */
export const CONSENT_PER_DOG: Record<ConsentKind, boolean> = {
  liability: true,
  photos: false,
  group_rules: false,
};

/** The editable Spanish templates a trainer starts from. */
export const CONSENT_TEMPLATES: Record<ConsentKind, { title: string; body: string }> = {
  liability: {
    title: 'Responsabilidad y riesgos',
    body: [
      'Declaro que soy el titular o responsable del perro indicado y que la información que he facilitado sobre su salud, vacunas y comportamiento es cierta y completa.',
      'Entiendo que el adiestramiento implica trabajar con animales y que, pese a las precauciones del educador, pueden producirse mordiscos, arañazos, caídas u otros incidentes entre perros o personas.',
      'Me comprometo a informar antes de cada sesión de cualquier cambio en la salud o conducta del perro (enfermedad, celo, agresividad, medicación) y a mantener en vigor sus vacunas y, si procede, el seguro de responsabilidad civil.',
      'Respondo de los daños que cause mi perro conforme al artículo 1905 del Código Civil. El educador responde de los daños causados por su propia negligencia.',
    ].join('\n\n'),
  },
  photos: {
    title: 'Uso de fotos y vídeos',
    body: [
      'Autorizo al educador a tomar fotos y vídeos de mi perro durante las sesiones y clases.',
      'Podrán usarse en los informes de las sesiones y, con fines de difusión, en la página web y las redes sociales del educador, sin mostrar mi nombre ni mis datos de contacto.',
      'Puedo retirar esta autorización en cualquier momento escribiéndole; la retirada no afecta a lo ya publicado antes de ella.',
    ].join('\n\n'),
  },
  group_rules: {
    title: 'Normas de las clases en grupo',
    body: [
      'Llegaré puntual y con el perro atado, con collar o arnés y correa de no más de 2 metros.',
      'El perro debe tener sus vacunas en vigor y no acudir si está enfermo o en celo.',
      'Recogeré siempre los excrementos de mi perro y seguiré en todo momento las indicaciones del educador.',
      'Si el perro muestra conductas que pongan en riesgo al grupo, el educador podrá proponer sesiones individuales antes de volver a la clase.',
    ].join('\n\n'),
  },
};

export const CONSENT_MESSAGES = {
  title: 'El título del documento es obligatorio',
  body: 'El texto del documento es obligatorio',
  signedName: 'Escribe tu nombre completo para aceptar',
  notFound: 'Documento no encontrado',
  outdated: 'Este documento tiene una versión nueva. Léela y acéptala de nuevo.',
  dogRequired: 'Indica para qué perro aceptas este documento',
  alreadyAccepted: 'Ya aceptaste esta versión del documento',
  published: 'Nueva versión publicada. Se pedirá de nuevo a los clientes.',
  accepted: 'Documento aceptado. Puedes descargar tu copia en PDF.',
  bookingRequired:
    'Este servicio pide aceptar los documentos del educador: léelos y escribe tu nombre completo',
} as const;

export const ConsentKindParamsSchema = z.object({
  kind: z.enum(CONSENT_KINDS, { message: 'Documento no válido' }),
});

/** PUT /api/consents/:kind: a new version of the trainer's document. */
export const ConsentVersionInputSchema = z.object({
  title: requiredText(CONSENT_MESSAGES.title, 120),
  body: requiredText(CONSENT_MESSAGES.body, 20_000),
});
export type ConsentVersionInput = z.input<typeof ConsentVersionInputSchema>;

/** The owner's typed full name: name and surnames. */
export const signedNameField = requiredText(CONSENT_MESSAGES.signedName, 160).refine(
  (v) => v.split(/\s+/).length >= 2,
  'Escribe tu nombre y tus apellidos',
);

/** The owner accepts the version they were shown, for a dog where the kind is per dog. */
export const ConsentAcceptInputSchema = z.object({
  versionId: z.uuid({ message: CONSENT_MESSAGES.notFound }),
  dogId: z.uuid({ message: CONSENT_MESSAGES.dogRequired }).nullish().default(null),
  signedName: signedNameField,
});
export type ConsentAcceptInput = z.input<typeof ConsentAcceptInputSchema>;

export const ConsentVersionSchema = z.object({
  id: z.string(),
  kind: z.enum(CONSENT_KINDS),
  version: z.number(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
});
export type ConsentVersion = z.infer<typeof ConsentVersionSchema>;

/** The trainer's documents: the current version of each kind written, and the templates. */
export const ConsentDocumentListSchema = z.object({
  documents: z.array(
    z.object({
      kind: z.enum(CONSENT_KINDS),
      current: ConsentVersionSchema.nullable(),
      versions: z.number(),
    }),
  ),
});
export type ConsentDocumentList = z.infer<typeof ConsentDocumentListSchema>;

export const ConsentAcceptanceSchema = z.object({
  id: z.string(),
  kind: z.enum(CONSENT_KINDS),
  versionId: z.string(),
  version: z.number(),
  clientId: z.string(),
  dogId: z.string().nullable(),
  signedName: z.string(),
  /** Null for a paper signature: nobody's IP signed it. */
  ip: z.string().nullable(),
  method: z.enum(CONSENT_METHODS),
  textShown: z.string(),
  acceptedAt: z.string(),
});
export type ConsentAcceptance = z.infer<typeof ConsentAcceptanceSchema>;

/** A current version a client (or one of their dogs) has not accepted yet. */
export const ConsentPendingSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  /** The current version's id: what a paper signature records (issue 45.5). */
  versionId: z.string(),
  version: z.number(),
  clientId: z.string(),
  clientName: z.string(),
  dogId: z.string().nullable(),
  dogName: z.string().nullable(),
});
export type ConsentPending = z.infer<typeof ConsentPendingSchema>;

/** Who has not accepted the current version of what (the trainer's list). */
export const ConsentPendingListSchema = z.object({ pending: z.array(ConsentPendingSchema) });
export type ConsentPendingList = z.infer<typeof ConsentPendingListSchema>;

/** The client's page: their acceptances (with the dog's name where per dog) and what is pending. */
export const ClientConsentsSchema = z.object({
  acceptances: z.array(ConsentAcceptanceSchema.extend({ dogName: z.string().nullable() })),
  pending: z.array(ConsentPendingSchema),
});
export type ClientConsents = z.infer<typeof ClientConsentsSchema>;

/** Mi área: per trainer, what to accept (per dog where it matters) and what was accepted. */
export const OwnerConsentsSchema = z.object({
  items: z.array(
    z.object({
      trainerName: z.string(),
      clientId: z.string(),
      dogId: z.string().nullable(),
      dogName: z.string().nullable(),
      version: ConsentVersionSchema,
      acceptance: ConsentAcceptanceSchema.nullable(),
    }),
  ),
});
export type OwnerConsents = z.infer<typeof OwnerConsentsSchema>;

/** The text an owner reads and the PDF keeps: the title, a blank line, the body. */
export function consentTextShown(version: { title: string; body: string }) {
  return `${version.title}\n\n${version.body}`;
}
