import { TRAINER_COLOUR_HEX, trainerInitials, type TrainerTag } from '@adiestra/shared';

/**
 * A block's trainer in a school (decision 0140): their colour with their initials on it, so the
 * colour is never the only cue; the name is in the block's label and in the tooltip.
 */
export function TrainerMark({ trainer }: { trainer: TrainerTag }) {
  return (
    <span
      aria-hidden="true"
      title={trainer.name}
      data-trainer={trainer.id}
      className="absolute top-0.5 right-0.5 rounded px-1 text-[10px] leading-4 font-bold text-white no-underline"
      style={{ backgroundColor: TRAINER_COLOUR_HEX[trainer.colour] }}
    >
      {trainerInitials(trainer.name)}
    </span>
  );
}
