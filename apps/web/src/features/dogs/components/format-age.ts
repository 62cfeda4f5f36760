import { formatDogAge } from '@adiestra/shared';

/** The detail screen's wording when no age was given. */
export function formatAgeOrUnknown(age: number | null): string {
  return age === null ? 'No especificada' : formatDogAge(age);
}

const measure = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

export const formatWeight = (kg: number) => `${measure.format(kg)} kg`;
export const formatHeight = (cm: number) => `${measure.format(cm)} cm`;
