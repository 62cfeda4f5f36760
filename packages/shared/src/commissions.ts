import { z } from './z.ts';
import { MAX_AMOUNT_CENTS, eurosToCents } from './money-format.ts';
import { MONEY_MESSAGES, priceCentsField } from './money.ts';
import { SERVICE_KINDS } from './services.ts';

/**
 * The commission report of issue 39 (decision 0143): per service the titular sets a percentage of
 * what was charged or a fixed amount per visit or class given, and the report shows per trainer
 * and month what they gave, its list price, what was charged and the commission.
 */

export const COMMISSION_MESSAGES = {
  exactlyOne: 'Indica un porcentaje o un importe fijo, no los dos',
  percent: 'El porcentaje debe ser un número entre 0 y 100, con dos decimales como mucho',
  percentRange: 'El porcentaje debe estar entre 0 y 100',
  month: 'Elige un mes con el formato AAAA-MM, por ejemplo 2026-11',
  kind: 'Elige porcentaje o importe fijo',
  value: 'Indica el porcentaje o el importe',
  saved: 'Comisión guardada',
  removed: 'Comisión quitada',
} as const;

/** 100 % in basis points: a percentage is stored as an integer of hundredths of a percent. */
export const FULL_BASIS_POINTS = 10_000;

const basisPointsField = z
  .number({ error: COMMISSION_MESSAGES.percent })
  .int(COMMISSION_MESSAGES.percent)
  .min(0, COMMISSION_MESSAGES.percentRange)
  .max(FULL_BASIS_POINTS, COMMISSION_MESSAGES.percentRange);

/** PUT /api/commissions/rules/:serviceId — exactly one of the two (the database holds it too). */
export const CommissionRuleInputSchema = z
  .object({
    percentBasisPoints: basisPointsField.nullable().optional(),
    fixedCents: priceCentsField.nullable().optional(),
  })
  .refine(
    (rule) => ((rule.percentBasisPoints ?? null) === null) !== ((rule.fixedCents ?? null) === null),
    {
      message: COMMISSION_MESSAGES.exactlyOne,
      path: ['percentBasisPoints'],
    },
  );
export type CommissionRuleInput = z.infer<typeof CommissionRuleInputSchema>;

export const COMMISSION_KINDS = ['percent', 'fixed'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];
export const COMMISSION_KIND_LABELS: Record<CommissionKind, string> = {
  percent: 'Porcentaje de lo cobrado',
  fixed: 'Importe fijo por visita o clase',
};

/** "12,5" → 1250: a percentage typed as text into basis points, or euros into cents. */
export const decimalHundredths = (text: string) => eurosToCents(text.replace('%', ''));

/** The rule form of one service: the kind and the text typed, into the API's body. */
export const CommissionRuleFormSchema = z
  .object({
    kind: z.enum(COMMISSION_KINDS, { error: COMMISSION_MESSAGES.kind }),
    value: z.string().trim().min(1, COMMISSION_MESSAGES.value),
  })
  .superRefine(({ kind, value }, ctx) => {
    if (value === '') return;
    const hundredths = decimalHundredths(value);
    const [message, max] =
      kind === 'percent'
        ? [COMMISSION_MESSAGES.percentRange, FULL_BASIS_POINTS]
        : [MONEY_MESSAGES.priceRange, MAX_AMOUNT_CENTS];
    if (hundredths === null) {
      const bad = kind === 'percent' ? COMMISSION_MESSAGES.percent : MONEY_MESSAGES.price;
      ctx.addIssue({ code: 'custom', path: ['value'], message: bad });
    } else if (hundredths > max) ctx.addIssue({ code: 'custom', path: ['value'], message });
  })
  .transform(({ kind, value }): CommissionRuleInput => {
    const hundredths = decimalHundredths(value);
    return kind === 'percent'
      ? { percentBasisPoints: hundredths, fixedCents: null }
      : { percentBasisPoints: null, fixedCents: hundredths };
  });
export type CommissionRuleForm = z.input<typeof CommissionRuleFormSchema>;

/** One service of the catalogue with its rule (both null: no commission set). */
export const CommissionRuleSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  serviceKind: z.enum(SERVICE_KINDS),
  priceCents: z.number().int().nullable(),
  percentBasisPoints: z.number().int().nullable(),
  fixedCents: z.number().int().nullable(),
});
export type CommissionRule = z.infer<typeof CommissionRuleSchema>;
export const CommissionRuleListSchema = z.object({ rules: z.array(CommissionRuleSchema) });

/** The commission of one line, in integer cents: a percentage rounds half up to the cent. */
export function commissionCents(
  rule: { percentBasisPoints: number | null; fixedCents: number | null } | null,
  chargedCents: number,
): number {
  if (!rule) return 0;
  if (rule.fixedCents !== null) return rule.fixedCents;
  if (rule.percentBasisPoints === null) return 0;
  return Math.floor(
    (chargedCents * rule.percentBasisPoints + FULL_BASIS_POINTS / 2) / FULL_BASIS_POINTS,
  );
}

/** `?mes=2026-11`: a calendar month. */
export const CommissionMonthQuerySchema = z.object({
  mes: z
    .string({ error: COMMISSION_MESSAGES.month })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, COMMISSION_MESSAGES.month),
});
export type CommissionMonthQuery = z.infer<typeof CommissionMonthQuerySchema>;

/** The first and last day of "YYYY-MM" (both included), as calendar days. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

export const COMMISSION_LINE_KINDS = ['visit', 'class'] as const;
export const COMMISSION_LINE_LABELS: Record<(typeof COMMISSION_LINE_KINDS)[number], string> = {
  visit: 'Visita',
  class: 'Clase',
};

export const CommissionLineSchema = z.object({
  kind: z.enum(COMMISSION_LINE_KINDS),
  id: z.string(),
  date: z.string(),
  serviceName: z.string(),
  /** Who it was for: the client (a visit), the number of dogs (a class). */
  detail: z.string(),
  attendees: z.number().int(),
  listCents: z.number().int(),
  chargedCents: z.number().int(),
  commissionCents: z.number().int(),
});
export type CommissionLine = z.infer<typeof CommissionLineSchema>;

export const CommissionTotalsSchema = z.object({
  visits: z.number().int(),
  classes: z.number().int(),
  listCents: z.number().int(),
  chargedCents: z.number().int(),
  commissionCents: z.number().int(),
});

export const CommissionTrainerSchema = z.object({
  trainerId: z.string(),
  name: z.string(),
  lines: z.array(CommissionLineSchema),
  totals: CommissionTotalsSchema,
});
export type CommissionTrainer = z.infer<typeof CommissionTrainerSchema>;

export const CommissionReportSchema = z.object({
  month: z.string(),
  trainers: z.array(CommissionTrainerSchema),
});
export type CommissionReport = z.infer<typeof CommissionReportSchema>;

/** The columns of the CSV and the XLSX, in order. */
export const COMMISSION_FILE_COLUMNS = [
  'Adiestrador',
  'Tipo',
  'Fecha',
  'Servicio',
  'Detalle',
  'Asistentes',
  'Precio de lista (€)',
  'Cobrado (€)',
  'Comisión (€)',
] as const;

export const commissionFileName = (month: string, extension: 'csv' | 'xlsx') =>
  `comisiones-${month}.${extension}`;
