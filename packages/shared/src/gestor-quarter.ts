import { z } from './z.ts';
import { INVOICE_MESSAGES } from './invoices.ts';

/**
 * The gestor's quarter: the libro registro in the AEAT's normalised format (Formato de los libros
 * registro del IVA e IRPF), the figures of modelos 303/420 and 130 with where each comes from, and
 * the value of the bono sessions sold and not yet given.
 */

/**
 * The unified book of facturas expedidas (IVA) and ventas e ingresos (IRPF), libro "U", sheet
 * EXPEDIDAS_INGRESOS: its first header row groups the columns, the second names them, as the
 * AEAT's template does (an empty group cell continues the group on its left).
 */
export const AEAT_BOOK_SHEET = 'EXPEDIDAS_INGRESOS';
export const AEAT_BOOK_GROUPS = [
  'Autoliquidación',
  '',
  'Actividad',
  '',
  '',
  'Tipo de Factura',
  'Concepto de Ingreso',
  'Ingreso Computable',
  'Fecha Expedición',
  'Fecha Operación',
  'Identificación de la Factura',
  '',
  '',
  'NIF Destinatario',
  '',
  '',
  'Nombre Destinatario',
  'Clave de Operación',
  'Calificación de la Operación',
  'Operación Exenta',
  'Total Factura',
  'Base Imponible',
  'Tipo de IVA',
  'Cuota IVA Repercutida',
  'Tipo de Recargo eq.',
  'Cuota Recargo eq.',
  'Cobro (Operación Criterio de Caja)',
  '',
  '',
  '',
  'Tipo Retención del IRPF',
  'Importe Retenido del IRPF',
  'Registro Acuerdo Facturación',
  'Inmueble',
  '',
  'Referencia Externa',
] as const;
export const AEAT_BOOK_COLUMNS = [
  'Ejercicio',
  'Periodo',
  'Código',
  'Tipo',
  'Epígrafe',
  '',
  '',
  '',
  '',
  '',
  'Serie',
  'Número',
  'Número-Final',
  'Tipo',
  'Código País',
  'Identificación',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  'Fecha',
  'Importe',
  'Medio Utilizado',
  'Identificación Medio Utilizado',
  '',
  '',
  '',
  'Situación',
  'Referencia Catastral',
  '',
] as const;

/** The name of a column: its own, or its group's when it has none ("Base Imponible"). */
export const AEAT_BOOK_NAMES = AEAT_BOOK_COLUMNS.map((name, i) => {
  if (!name) return AEAT_BOOK_GROUPS[i]!;
  let group = i;
  while (!AEAT_BOOK_GROUPS[group]) group -= 1;
  return `${AEAT_BOOK_GROUPS[group]}: ${name}`;
});

/**
 * The file name the AEAT gives a book: ejercicio, NIF, the book's letter (U, the unified book) and
 * the name, without spaces or punctuation. A quarter's book adds its period after the name.
 */
export function aeatBookFileName(
  profile: { taxId: string; name: string },
  period: { year: number; quarter?: number | null },
  extension: 'csv' | 'xlsx',
) {
  const name = profile.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '');
  const quarter = period.quarter ? `_${period.quarter}T` : '';
  return `${period.year}${profile.taxId}U${name}${quarter}.${extension}`;
}

/**
 * GET /api/bonos/liability: what the sessions sold and not given are worth (each bono's price ÷
 * its sessions × the sessions left, to the cent), and how much of it expires within 30/60/90 days.
 */
export const BONO_LIABILITY_HORIZONS = [30, 60, 90] as const;
export const BonoLiabilitySchema = z.object({
  on: z.string(),
  bonos: z.number(),
  sessionsLeft: z.number(),
  valueCents: z.number(),
  expiring: z.array(
    z.object({
      days: z.number(),
      until: z.string(),
      sessionsLeft: z.number(),
      valueCents: z.number(),
    }),
  ),
});
export type BonoLiability = z.infer<typeof BonoLiabilitySchema>;

/** The value of a bono's sessions left: its price ÷ its sessions × the sessions left, rounded. */
export const bonoValueLeftCents = (bono: {
  priceCents: number;
  sessionsTotal: number;
  sessionsRemaining: number;
}) =>
  bono.sessionsTotal > 0
    ? Math.round((bono.priceCents * bono.sessionsRemaining) / bono.sessionsTotal)
    : 0;

export const GESTOR_MESSAGES = {
  noEmail: 'Añade el email de tu gestor en Ajustes › Datos fiscales para enviarle el trimestre',
  quarter: 'Elige el trimestre que quieres enviar',
  tooLarge:
    'El trimestre no cabe en un correo (más de 15 MB): descarga el libro y los PDF y envíaselos por otra vía',
  sent: (email: string) => `Trimestre enviado a ${email}`,
} as const;

/** POST /api/invoices/gestor-package: the quarter to send to the gestor. */
export const GestorPackageInputSchema = z.object({
  year: z
    .number({ error: INVOICE_MESSAGES.period })
    .int(INVOICE_MESSAGES.period)
    .min(2000, INVOICE_MESSAGES.period)
    .max(2100, INVOICE_MESSAGES.period),
  quarter: z
    .number({ error: GESTOR_MESSAGES.quarter })
    .int(GESTOR_MESSAGES.quarter)
    .min(1, GESTOR_MESSAGES.quarter)
    .max(4, GESTOR_MESSAGES.quarter),
});
export type GestorPackageInput = z.infer<typeof GestorPackageInputSchema>;

export const GestorPackageSchema = z.object({
  email: z.string(),
  files: z.array(z.string()),
});
export type GestorPackage = z.infer<typeof GestorPackageSchema>;
