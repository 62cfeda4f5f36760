const years = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/**
 * SPEC §2: exactly 1 → '1 año'; under 1 → months; otherwise 'N años'. Months round to the
 * nearest whole one and stay under 12 (0.96 years is '11 meses', not '12 meses'). Years show one
 * decimal, so an age that shows as 1 (1.04) is '1 año' too, never '1 años'.
 */
export function formatAge(age: number): string {
  if (age < 1) {
    const months = Math.min(11, Math.round(age * 12));
    return months === 1 ? '1 mes' : `${months} meses`;
  }
  const shown = years.format(age);
  return shown === '1' ? '1 año' : `${shown} años`;
}

/** The detail screen's wording when no age was given. */
export function formatAgeOrUnknown(age: number | null): string {
  return age === null ? 'No especificada' : formatAge(age);
}

const measure = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

export const formatWeight = (kg: number) => `${measure.format(kg)} kg`;
export const formatHeight = (cm: number) => `${measure.format(cm)} cm`;
