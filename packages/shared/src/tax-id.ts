/**
 * Spanish tax identifiers (issues 30 and 31.5): DNI/NIF of a person, NIE of a foreigner and the
 * NIF of an entity (the former CIF), each with its check character — for the trainer's fiscal
 * profile, invoices' recipients and a client's record. Zod-free, so forms and the server use the
 * same functions; the zod fields with the Spanish messages are in invoices.ts and clients.ts.
 */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX: Record<string, string> = { X: '0', Y: '1', Z: '2' };
/** Entities whose control character is always a letter / always a digit (Orden EHA/451/2008). */
const ENTITY_LETTER_CONTROL = 'KPQRSNW';
const ENTITY_DIGIT_CONTROL = 'ABEH';
const ENTITY_CONTROL_LETTERS = 'JABCDEFGHI';

export type TaxIdKind = 'dni' | 'nie' | 'cif';

/** Upper case, without spaces, dots or hyphens: "12.345.678-z" → "12345678Z". */
export function normaliseTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.\-/]/g, '');
}

const dniLetter = (digits: string) => DNI_LETTERS[Number(digits) % 23];

/** A DNI (8 digits and a letter) or a K/L/M NIF (letter, 7 digits, letter), its letter right. */
export function isValidDni(value: string): boolean {
  const id = normaliseTaxId(value);
  const dni = /^(\d{8})([A-Z])$/.exec(id);
  if (dni) return dniLetter(dni[1]!) === dni[2];
  const klm = /^[KLM](\d{7})([A-Z])$/.exec(id);
  return klm ? dniLetter(klm[1]!) === klm[2] : false;
}

/** A NIE: X, Y or Z, 7 digits and the letter computed as a DNI's with X=0, Y=1, Z=2. */
export function isValidNie(value: string): boolean {
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(normaliseTaxId(value));
  return nie ? dniLetter(`${NIE_PREFIX[nie[1]!]}${nie[2]}`) === nie[3] : false;
}

/** An entity's NIF (CIF): a letter, 7 digits and a control digit or letter. */
export function isValidCif(value: string): boolean {
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(normaliseTaxId(value));
  if (!cif) return false;
  const [, kind, digits, control] = cif as unknown as [string, string, string, string];
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    if (i % 2 === 1) sum += n;
    else {
      const doubled = n * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  }
  const digit = (10 - (sum % 10)) % 10;
  const letter = ENTITY_CONTROL_LETTERS[digit]!;
  if (ENTITY_LETTER_CONTROL.includes(kind)) return control === letter;
  if (ENTITY_DIGIT_CONTROL.includes(kind)) return control === String(digit);
  return control === letter || control === String(digit);
}

/** Which kind of valid identifier this is, or null when it is none or its check fails. */
export function taxIdKind(value: string): TaxIdKind | null {
  if (isValidDni(value)) return 'dni';
  if (isValidNie(value)) return 'nie';
  if (isValidCif(value)) return 'cif';
  return null;
}

export const TAX_ID_MESSAGES = {
  required: 'El NIF es requerido',
  invalid: 'El NIF, NIE o CIF no es válido: revisa los números y la letra de control',
} as const;
