import { z } from './z.ts';
import { requiredText } from './fields.ts';
import { eurosTextField, priceCentsField } from './money.ts';
import { dateField } from './scheduling-fields.ts';
import { SERVICE_MESSAGES, textToNumber } from './services.ts';
import { addDays } from './time-zone.ts';

/** Bonos: prepaid packs of sessions of one service (issue 18). */
export const BONO_LIMITS = { sessionsMax: 100, validityMax: 730 } as const;
/** A bono expiring this many days from today or fewer is flagged. */
export const BONO_EXPIRY_WARNING_DAYS = 14;

export const BONO_MESSAGES = {
  sessions: `El número de sesiones debe estar entre 1 y ${BONO_LIMITS.sessionsMax}`,
  validity: `La validez debe estar entre 1 y ${BONO_LIMITS.validityMax} días`,
  price: 'El precio del bono es requerido',
  reason: 'Indica el motivo',
  templateNotFound: 'Plantilla de bono no encontrada',
  notFound: 'Bono no encontrado',
  clientRequired: 'Selecciona un cliente',
  templateRequired: 'Selecciona una plantilla de bono',
  empty: 'El bono no tiene sesiones disponibles',
  expired: 'El bono está caducado',
  full: 'El bono ya tiene todas sus sesiones',
  movementNotFound: 'Movimiento no encontrado',
  alreadyUndone: 'Ese movimiento ya se ha deshecho',
  notUndoable: 'Solo se puede deshacer el uso de una sesión',
  templateInUse: 'Esta plantilla ya se ha vendido; no se puede eliminar, pero sí archivar',
  appointmentUsed: 'Esta cita ya ha usado una sesión de un bono',
  classPlaceUsed: 'Esta plaza ya ha usado una sesión de un bono',
} as const;

const intField = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

/** POST and PUT /api/bonos/templates. */
export const BonoTemplateInputSchema = z.object({
  serviceId: z.uuid({ error: SERVICE_MESSAGES.required }),
  sessions: intField(BONO_MESSAGES.sessions, BONO_LIMITS.sessionsMax),
  priceCents: z.number({ error: BONO_MESSAGES.price }).pipe(priceCentsField),
  validityDays: intField(BONO_MESSAGES.validity, BONO_LIMITS.validityMax),
  /** Archived templates are not offered for sale; sold bonos keep their terms. */
  archived: z.boolean({ error: 'Indica si la plantilla está archivada' }).optional(),
});
export type BonoTemplateInput = z.input<typeof BonoTemplateInputSchema>;
export type BonoTemplatePayload = z.output<typeof BonoTemplateInputSchema>;

export const BonoTemplateSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  sessions: z.number(),
  priceCents: z.number(),
  validityDays: z.number(),
  archived: z.boolean(),
});
export type BonoTemplate = z.infer<typeof BonoTemplateSchema>;

/** POST /api/bonos: sell a template to a client; the price may be changed on the day. */
export const SellBonoSchema = z.object({
  templateId: z.uuid({ error: BONO_MESSAGES.templateRequired }),
  clientId: z.uuid({ error: BONO_MESSAGES.clientRequired }),
  soldOn: dateField('La fecha de venta es requerida'),
  priceCents: priceCentsField.optional(),
});
export type SellBonoInput = z.input<typeof SellBonoSchema>;
export type SellBonoPayload = z.output<typeof SellBonoSchema>;

/** POST /api/bonos/{id}/use and /return: by hand, always with a reason. */
export const BonoAdjustSchema = z.object({
  reason: requiredText(BONO_MESSAGES.reason, 300),
});
export type BonoAdjustInput = z.input<typeof BonoAdjustSchema>;

/** A unit used automatically (a recorded session, a completed appointment), for its undo. */
export const AutomaticBonoUseSchema = z.object({
  movementId: z.string(),
  bonoId: z.string(),
  sessionsRemaining: z.number(),
});
export type AutomaticBonoUse = z.infer<typeof AutomaticBonoUseSchema>;

export const PAYMENT_STATES = ['pending', 'partial', 'paid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  pending: 'Pendiente de pago',
  partial: 'Pagado en parte',
  paid: 'Pagado',
};

export const BONO_WARNINGS = ['last_session', 'expiring_soon', 'expired_unused'] as const;
export type BonoWarning = (typeof BONO_WARNINGS)[number];
export const BONO_WARNING_LABELS: Record<BonoWarning, string> = {
  last_session: 'Queda una sesión',
  expiring_soon: 'Caduca pronto',
  expired_unused: 'Caducado con sesiones sin usar',
};

export const BONO_MOVEMENT_SOURCES = ['manual', 'session', 'appointment', 'undo', 'class'] as const;
export type BonoMovementSource = (typeof BONO_MOVEMENT_SOURCES)[number];
export const BONO_MOVEMENT_SOURCE_LABELS: Record<BonoMovementSource, string> = {
  manual: 'Ajuste manual',
  session: 'Sesión',
  appointment: 'Cita',
  undo: 'Devolución',
  class: 'Clase',
};

export const BonoMovementSchema = z.object({
  id: z.string(),
  bonoId: z.string(),
  /** -1 a unit used, +1 a unit returned. */
  delta: z.number(),
  source: z.enum(BONO_MOVEMENT_SOURCES),
  reason: z.string().nullable(),
  sessionId: z.string().nullable(),
  appointmentId: z.string().nullable(),
  /** The use this movement undoes, for an undo. */
  reversesId: z.string().nullable(),
  undone: z.boolean(),
  createdAt: z.string(),
});
export type BonoMovement = z.infer<typeof BonoMovementSchema>;

export const BonoSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  sessionsTotal: z.number(),
  sessionsRemaining: z.number(),
  priceCents: z.number(),
  paidCents: z.number(),
  paymentState: z.enum(PAYMENT_STATES),
  soldOn: z.string(),
  expiresOn: z.string(),
  expired: z.boolean(),
  warnings: z.array(z.enum(BONO_WARNINGS)),
  createdAt: z.string(),
});
/**
 * On an appointment: the client's bono a visit of that service draws on, as the server picks it
 * (issue 26), else their last one of that service (used up or expired, with its warning).
 */
export const VisitBonoSchema = BonoSchema.pick({
  id: true,
  sessionsRemaining: true,
  sessionsTotal: true,
  expiresOn: true,
  expired: true,
  warnings: true,
});
export type VisitBono = z.infer<typeof VisitBonoSchema>;

export type Bono = z.infer<typeof BonoSchema>;

/**
 * A bono as its owner sees it in the owners' area: what is left, until when, and the warnings;
 * never the price, the payments nor the trainer's notes.
 */
export const OwnerBonoSchema = BonoSchema.pick({
  id: true,
  serviceName: true,
  sessionsTotal: true,
  sessionsRemaining: true,
  expiresOn: true,
  expired: true,
  warnings: true,
});
export type OwnerBono = z.infer<typeof OwnerBonoSchema>;

export const BonoDetailSchema = BonoSchema.extend({ movements: z.array(BonoMovementSchema) });
export type BonoDetail = z.infer<typeof BonoDetailSchema>;

export const BonoListQuerySchema = z.object({
  clientId: z.uuid({ error: 'Identificador no válido' }).optional(),
  /** Only bonos that can still be used (not expired, sessions left). */
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type BonoListQuery = z.input<typeof BonoListQuerySchema>;

/** The result of a use, return or undo: the bono as it is now and the movement written. */
export const BonoChangeSchema = z.object({ bono: BonoSchema, movement: BonoMovementSchema });
export type BonoChange = z.infer<typeof BonoChangeSchema>;

/** The last day a bono can be used: the day of sale plus its validity. */
export function bonoExpiresOn(soldOn: string, validityDays: number): string {
  return addDays(soldOn, validityDays);
}

/** The warnings a bono shows on `today` (the trainer's day). */
export function bonoWarnings(
  bono: { sessionsRemaining: number; expiresOn: string },
  today: string,
): BonoWarning[] {
  if (bono.expiresOn < today) return bono.sessionsRemaining > 0 ? ['expired_unused'] : [];
  const warnings: BonoWarning[] = [];
  if (bono.sessionsRemaining === 1) warnings.push('last_session');
  if (bono.sessionsRemaining > 0 && addDays(today, BONO_EXPIRY_WARNING_DAYS) >= bono.expiresOn)
    warnings.push('expiring_soon');
  return warnings;
}

/** Pending, partly paid or paid, from what the ledger holds against the bono. */
export function paymentState(priceCents: number, paidCents: number): PaymentState {
  if (paidCents >= priceCents) return 'paid';
  return paidCents > 0 ? 'partial' : 'pending';
}

export const BonoTemplateListSchema = z.object({ templates: z.array(BonoTemplateSchema) });
export const BonoListSchema = z.object({ bonos: z.array(BonoSchema) });

const intText = (message: string, max: number) => textToNumber.pipe(intField(message, max));

/** The template form: texts as typed; on success, the API body. */
export const BonoTemplateFormSchema = z
  .object({
    serviceId: z.string().min(1, SERVICE_MESSAGES.required).pipe(z.uuid(SERVICE_MESSAGES.required)),
    sessions: intText(BONO_MESSAGES.sessions, BONO_LIMITS.sessionsMax),
    validityDays: intText(BONO_MESSAGES.validity, BONO_LIMITS.validityMax),
    price: eurosTextField({ optional: false, requiredMessage: BONO_MESSAGES.price }),
  })
  .transform(({ price, ...rest }) => ({ ...rest, priceCents: price ?? 0 }));
export type BonoTemplateFormValues = z.input<typeof BonoTemplateFormSchema>;

/** The sale form: the template's price unless another is typed. */
export const SellBonoFormSchema = z
  .object({
    templateId: z
      .string()
      .min(1, BONO_MESSAGES.templateRequired)
      .pipe(z.uuid(BONO_MESSAGES.templateRequired)),
    soldOn: SellBonoSchema.shape.soldOn,
    price: eurosTextField({ optional: true }),
  })
  .transform(({ price, ...rest }) => ({
    ...rest,
    ...(price === null ? {} : { priceCents: price }),
  }));
export type SellBonoFormValues = z.input<typeof SellBonoFormSchema>;
