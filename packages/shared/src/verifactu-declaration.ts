import { z } from './z.ts';

/**
 * The declaración responsable of the invoicing system (RD 1007/2023 art. 13, Orden HAC/1177/2024
 * art. 15): the producer declares that this version complies, and the software shows it. The
 * producer's data comes from the server's configuration; until it is complete the declaration is
 * shown as not signed, with what is missing.
 */
export const VerifactuDeclarationSchema = z.object({
  signed: z.boolean(),
  /** The environment variables the producer still has to set. */
  missing: z.array(z.string()),
  system: z.object({ name: z.string(), id: z.string(), version: z.string() }),
  producer: z.object({
    name: z.string(),
    taxId: z.string().nullable(),
    address: z.string().nullable(),
  }),
  signedAt: z.object({ place: z.string().nullable(), date: z.string().nullable() }),
});
export type VerifactuDeclaration = z.infer<typeof VerifactuDeclarationSchema>;

/** Art. 15.d: the components of the system and what it does. */
export const VERIFACTU_COMPONENTS =
  'Aplicación web (servidor Node.js con base de datos PostgreSQL y navegador del usuario) para la gestión de adiestradores caninos. Emite facturas completas, simplificadas y rectificativas, lleva el registro de facturación encadenado con su huella SHA-256, genera el código QR tributario y remite los registros a la AEAT.';
