import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { TRAINER_COLOUR_HEX, type TrainerTag } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';

export interface TrainerFilterProps {
  trainers: readonly TrainerTag[];
  /** The trainers shown; empty is everyone. */
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}

function summary(trainers: readonly TrainerTag[], shown: readonly string[]) {
  if (shown.length === trainers.length) return 'Todos';
  if (shown.length === 1) return trainers.find((t) => t.id === shown[0])?.name ?? '1';
  return `${shown.length} de ${trainers.length}`;
}

/**
 * "Adiestradores": a button opening a list of checkboxes, one per trainer with their colour
 * (decision 0140). Every box ticked is everyone; the last ticked one cannot be cleared, so the
 * calendar always shows someone's work. Escape closes and gives focus back to the button.
 */
export function TrainerFilter({ trainers, chosen, onChange }: TrainerFilterProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const known = chosen.filter((id) => trainers.some((t) => t.id === id));
  const shown = known.length ? known : trainers.map((t) => t.id);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  function toggle(id: string, on: boolean) {
    const next = trainers.map((t) => t.id).filter((t) => (t === id ? on : shown.includes(t)));
    onChange(next.length === trainers.length ? [] : next);
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <Button
        ref={buttonRef}
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        Adiestradores: {summary(trainers, shown)}
        <ChevronDown aria-hidden="true" className="size-4" />
      </Button>
      {open ? (
        <fieldset
          id={panelId}
          className="absolute left-0 z-30 mt-1 min-w-56 space-y-2 rounded-lg border border-gray-200 bg-white p-3 shadow-lg dark:border-gray-700 dark:bg-gray-900"
        >
          <legend className="sr-only">Ver el trabajo de</legend>
          {trainers.map((trainer) => {
            const checked = shown.includes(trainer.id);
            return (
              <Checkbox
                key={trainer.id}
                checked={checked}
                disabled={checked && shown.length === 1}
                onChange={(event) => toggle(trainer.id, event.target.checked)}
                label={
                  <span className="inline-flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="inline-block size-3 rounded-full"
                      style={{ backgroundColor: TRAINER_COLOUR_HEX[trainer.colour] }}
                    />
                    {trainer.name}
                  </span>
                }
              />
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
