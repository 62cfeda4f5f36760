import { useId } from 'react';
import {
  TRAINER_COLOUR_HEX,
  TRAINER_COLOUR_LABELS,
  TRAINER_COLOURS,
  type StaffMember,
  type TrainerColour,
} from '@adiestra/shared';

export interface ColourPickerProps {
  member: StaffMember;
  busy: boolean;
  onColour: (member: StaffMember, colour: TrainerColour) => void;
}

/**
 * The member's colour in the calendar (decision 0140): native radios, so the arrow keys move
 * between swatches and a screen reader says each colour's name; the chosen swatch also shows a
 * ring, not only its fill.
 */
export function ColourPicker({ member, busy, onColour }: ColourPickerProps) {
  const name = useId();
  return (
    <fieldset className="min-w-0" disabled={busy}>
      <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">
        Color en el calendario
      </legend>
      <div className="flex flex-wrap gap-2">
        {TRAINER_COLOURS.map((colour) => (
          <label
            key={colour}
            className="relative cursor-pointer"
            title={TRAINER_COLOUR_LABELS[colour]}
          >
            <input
              type="radio"
              name={name}
              value={colour}
              checked={member.colour === colour}
              onChange={() => onColour(member, colour)}
              aria-label={TRAINER_COLOUR_LABELS[colour]}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className="block size-7 rounded-full border-2 border-white ring-2 ring-transparent peer-checked:ring-gray-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-blue-600 dark:border-gray-900 dark:peer-checked:ring-gray-50"
              style={{ backgroundColor: TRAINER_COLOUR_HEX[colour] }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
