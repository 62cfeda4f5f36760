/** How a session's numbers read on screen (SPEC §4 progress and rating texts, §2 durations). */

export type ProgressTone = 'green' | 'yellow' | 'orange' | 'red';

/** 80+ green, 60+ yellow, 40+ orange, below 40 red, each with its text (SPEC §4). */
export function progressLevel(progress: number): { tone: ProgressTone; text: string } {
  if (progress >= 80) return { tone: 'green', text: 'Excelente progreso' };
  if (progress >= 60) return { tone: 'yellow', text: 'Buen progreso' };
  if (progress >= 40) return { tone: 'orange', text: 'Progreso moderado' };
  return { tone: 'red', text: 'Necesita más trabajo' };
}

const RATING_TEXTS: Record<number, string> = {
  5: 'Excelente sesión',
  4: 'Muy buena sesión',
  3: 'Buena sesión',
  2: 'Sesión regular',
  1: 'Sesión con dificultades',
};

/** The text of a 1–5 rating, or 'Sin calificar' when there is none. */
export function ratingText(rating: number | null): string {
  return (rating !== null && RATING_TEXTS[rating]) || 'Sin calificar';
}

/** Dashboard hours: minutes / 60 rounded to one decimal (SPEC §9). */
export function minutesToHours(totalMinutes: number): number {
  return Math.round((totalMinutes / 60) * 10) / 10;
}
