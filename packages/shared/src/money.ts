import { z } from './z.ts';

/** The money rules as zod fields (the formatting and parsing are in money-format.ts). */
import { MAX_AMOUNT_CENTS, eurosToCents } from './money-format.ts';

export const MONEY_MESSAGES = {
  price: 'El precio debe ser un importe en euros, por ejemplo 45 o 45,50',
  priceRange: 'El precio debe estar entre 0 y 100.000 €',
  amount: 'El importe debe ser un número entero de céntimos',
  amountZero: 'El importe no puede ser cero',
  amountRange: 'El importe no puede superar 100.000 €',
} as const;

/** Cents as the API takes them: a whole number from 0 to 100.000 €. */
export const priceCentsField = z
  .number({ error: MONEY_MESSAGES.price })
  .int(MONEY_MESSAGES.amount)
  .min(0, MONEY_MESSAGES.priceRange)
  .max(MAX_AMOUNT_CENTS, MONEY_MESSAGES.priceRange);

/** A form's euros text → cents; empty is allowed only when `optional` (then null). */
export function eurosTextField(options: { optional: boolean; requiredMessage?: string }) {
  return z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') {
        if (!options.optional)
          ctx.addIssue({
            code: 'custom',
            message: options.requiredMessage ?? 'El precio es requerido',
          });
        return;
      }
      const cents = eurosToCents(v);
      if (cents === null) ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.price });
      else if (cents > MAX_AMOUNT_CENTS)
        ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.priceRange });
    })
    .transform((v) => (v === '' ? null : eurosToCents(v)));
}
