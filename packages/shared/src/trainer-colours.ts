import { z } from './z.ts';

/**
 * A colour per trainer (issue 39, decision 0140): the calendar tells trainers apart by it. A
 * fixed palette, checked by the database (`business_members_colour_check`), each strong enough
 * as a mark on the light calendar and on the dark one; the name is what a screen reader says.
 */
export const TRAINER_COLOURS = [
  'blue',
  'green',
  'orange',
  'purple',
  'pink',
  'teal',
  'amber',
  'red',
] as const;
export type TrainerColour = (typeof TRAINER_COLOURS)[number];

/** Each dark enough for white initials on it at AA (4.5:1) and as a mark on either theme. */
export const TRAINER_COLOUR_HEX: Record<TrainerColour, string> = {
  blue: '#2563eb',
  green: '#15803d',
  orange: '#c2410c',
  purple: '#7c3aed',
  pink: '#be185d',
  teal: '#0f766e',
  amber: '#b45309',
  red: '#dc2626',
};

export const TRAINER_COLOUR_LABELS: Record<TrainerColour, string> = {
  blue: 'Azul',
  green: 'Verde',
  orange: 'Naranja',
  purple: 'Morado',
  pink: 'Rosa',
  teal: 'Turquesa',
  amber: 'Ámbar',
  red: 'Rojo',
};

/**
 * The colour a new member gets: the first of the palette no current member has, or — with every
 * colour taken — the palette again in order, by how many members there are.
 */
export function nextTrainerColour(taken: readonly TrainerColour[]): TrainerColour {
  const used = new Set(taken);
  return (
    TRAINER_COLOURS.find((colour) => !used.has(colour)) ??
    TRAINER_COLOURS[taken.length % TRAINER_COLOURS.length]!
  );
}

export const TrainerColourSchema = z.enum(TRAINER_COLOURS, {
  message: 'Elige uno de los colores de la paleta',
});

/** PUT /api/staff/members/:userId/colour. */
export const MemberColourSchema = z.object({ colour: TrainerColourSchema });
export type MemberColour = z.input<typeof MemberColourSchema>;

/** A trainer as the calendar names them: who, and the colour their work is shown in. */
export const TrainerTagSchema = z.object({
  id: z.string(),
  name: z.string(),
  colour: z.enum(TRAINER_COLOURS),
});
export type TrainerTag = z.infer<typeof TrainerTagSchema>;

export const TRAINER_FILTER_MESSAGES = {
  invalid: 'Los adiestradores del filtro no son válidos',
  notFound: 'Ese adiestrador no forma parte de tu equipo',
} as const;

/** `?adiestradores=<id>,<id>`: the calendar's and the feed's filter by trainer. */
export const TrainerFilterSchema = z
  .string({ message: TRAINER_FILTER_MESSAGES.invalid })
  .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))])
  .pipe(
    z
      .array(z.uuid({ message: TRAINER_FILTER_MESSAGES.invalid }))
      .min(1)
      .max(50),
  );

/** Initials for the mark beside the colour, so the colour is never the only cue. */
export function trainerInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((w) => w[0]!.toLocaleUpperCase('es-ES')).join('') || '?';
}
