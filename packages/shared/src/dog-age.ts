const years = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/**
 * The one wording of a dog's age (issue 27), in lists, requests, appointments and mails: under a
 * year in months ("6 meses", "1 mes", "menos de 1 mes"), exactly one year "1 año", otherwise years
 * to one decimal ("2,5 años"). Months round to the nearest whole one and stay under 12 (0.96 years
 * is "11 meses", never "12 meses"); an age that shows as 1 (1.04) is "1 año", never "1 años".
 */
export function formatDogAge(age: number): string {
  if (age < 1) {
    const months = Math.min(11, Math.round(age * 12));
    if (months === 0) return 'menos de 1 mes';
    return months === 1 ? '1 mes' : `${months} meses`;
  }
  const shown = years.format(age);
  return shown === '1' ? '1 año' : `${shown} años`;
}

/** "Luna (Border collie, 6 meses)", or the name alone when neither breed nor age is known. */
export function dogDescription(d: {
  dogName: string;
  dogBreed: string | null;
  dogAge: number | null;
}): string {
  const details = [d.dogBreed, d.dogAge === null ? null : formatDogAge(d.dogAge)];
  const extra = details.filter(Boolean).join(', ');
  return `${d.dogName}${extra ? ` (${extra})` : ''}`;
}

/**
 * An age typed as years and months (issue 45: a 4-month puppy typed in whole years arrived as
 * "menos de 1 mes"), as the one number the requests store: years with two decimals. Both empty
 * is no age; months run 0–11.
 */
export function dogAgeOf(years: string, months: string): string {
  if (years.trim() === '' && months.trim() === '') return '';
  const total = Number(years || 0) + Number(months || 0) / 12;
  return Number.isFinite(total) ? String(Math.round(total * 100) / 100) : years;
}

/** The years and months an age reads as in the two fields ('' for no age). */
export function dogAgeParts(age: string): { years: string; months: string } {
  const value = Number(age);
  if (age.trim() === '' || !Number.isFinite(value) || value < 0) return { years: age, months: '' };
  let years = Math.floor(value);
  let months = Math.round((value - years) * 12);
  if (months === 12) [years, months] = [years + 1, 0];
  return { years: String(years), months: months ? String(months) : '' };
}
