/**
 * Spanish tax identifiers (issue 31.5), for a client's record and, later, invoices: a person's
 * DNI or NIE, or a company's NIF (the former CIF). Only their check characters are verified, as
 * the Agencia Tributaria publishes them; whether the number exists is not something we can know.
 */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const DNI = /^(\d{8})([A-Z])$/;
const NIE = /^([XYZ])(\d{7})([A-Z])$/;
/** A company's NIF: its kind of entity, seven digits and a check digit or letter. */
const COMPANY = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;
const COMPANY_LETTERS = 'JABCDEFGHI';

/** The identifier as compared and stored: upper case, without spaces, dots or hyphens. */
export const normalizeTaxId = (value: string) => value.toUpperCase().replace(/[\s.-]/g, '');

export type TaxIdKind = 'dni' | 'nie' | 'nif';

function companyCheck(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Which identifier `value` is when its check character is right, or null. */
export function spanishTaxIdKind(value: string): TaxIdKind | null {
  const id = normalizeTaxId(value);
  const dni = DNI.exec(id);
  if (dni) return DNI_LETTERS[Number(dni[1]) % 23] === dni[2] ? 'dni' : null;
  const nie = NIE.exec(id);
  if (nie) {
    const number = Number(`${'XYZ'.indexOf(nie[1]!)}${nie[2]}`);
    return DNI_LETTERS[number % 23] === nie[3] ? 'nie' : null;
  }
  const company = COMPANY.exec(id);
  if (company) {
    const check = companyCheck(company[2]!);
    const given = company[3]!;
    // Some kinds always end in a letter, some in a digit, the rest in either.
    const letterOnly = 'KPQRSNW'.includes(company[1]!);
    const digitOnly = 'ABEH'.includes(company[1]!);
    const ok =
      (!letterOnly && given === String(check)) || (!digitOnly && given === COMPANY_LETTERS[check]);
    return ok ? 'nif' : null;
  }
  return null;
}

export const isValidSpanishTaxId = (value: string) => spanishTaxIdKind(value) !== null;
