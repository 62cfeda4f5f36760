import { useEffect, useId, useRef, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { Exercise } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { draftFromExercise, type HomeworkDraft, type HomeworkErrors } from './homework-drafts';

interface HomeworkEditorProps {
  drafts: HomeworkDraft[];
  onChange: (drafts: HomeworkDraft[]) => void;
  /** The trainer's library; undefined while it loads. */
  exercises: Exercise[] | undefined;
  errors?: HomeworkErrors;
}

/**
 * The "Deberes" of a session: exercises from the library or written on the spot, each with how
 * often (times a day, days a week) and until when (the next session, or a date). A new item's
 * name takes the focus, so the whole editor works from the keyboard.
 */
export function HomeworkEditor({ drafts, onChange, exercises, errors = {} }: HomeworkEditorProps) {
  const [choice, setChoice] = useState('');
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const nameRefs = useRef(new Map<string, HTMLInputElement>());
  const selectId = useId();

  useEffect(() => {
    if (focusKey) nameRefs.current.get(focusKey)?.focus();
  }, [focusKey]);

  function add(draft: HomeworkDraft) {
    onChange([...drafts, draft]);
    setFocusKey(draft.key);
  }
  const update = (key: string, patch: Partial<HomeworkDraft>) =>
    onChange(drafts.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const remove = (key: string) => onChange(drafts.filter((d) => d.key !== key));

  return (
    <div className="space-y-4">
      {drafts.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Sin deberes. Añade ejercicios de tu biblioteca o escribe uno nuevo.
        </p>
      ) : (
        <ol className="space-y-4">
          {drafts.map((draft, index) => {
            const e = errors[draft.key] ?? {};
            const label = draft.name.trim() || `ejercicio ${index + 1}`;
            return (
              <li
                key={draft.key}
                aria-label={`Ejercicio ${index + 1} de los deberes`}
                className="space-y-3 rounded-lg border border-gray-200 p-4 dark:border-gray-800"
              >
                <div className="flex items-start gap-2">
                  <div className="flex-1">
                    <Input
                      ref={(el) => {
                        if (el) nameRefs.current.set(draft.key, el);
                        else nameRefs.current.delete(draft.key);
                      }}
                      label="Ejercicio"
                      required
                      maxLength={120}
                      value={draft.name}
                      error={e.name}
                      onChange={(ev) => update(draft.key, { name: ev.target.value })}
                    />
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="mt-6"
                    aria-label={`Quitar ${label}`}
                    onClick={() => remove(draft.key)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </div>
                <Textarea
                  label="Instrucciones"
                  rows={2}
                  maxLength={3000}
                  value={draft.instructions}
                  error={e.instructions}
                  onChange={(ev) => update(draft.key, { instructions: ev.target.value })}
                />
                <div className="grid gap-3 sm:grid-cols-3">
                  <Input
                    label="Veces al día"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={10}
                    value={draft.timesPerDay}
                    error={e.timesPerDay}
                    onChange={(ev) => update(draft.key, { timesPerDay: ev.target.value })}
                  />
                  <Input
                    label="Días por semana"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={7}
                    value={draft.daysPerWeek}
                    error={e.daysPerWeek}
                    onChange={(ev) => update(draft.key, { daysPerWeek: ev.target.value })}
                  />
                  <Select
                    label="Hasta"
                    value={draft.endsOn}
                    onChange={(ev) =>
                      update(draft.key, {
                        endsOn: ev.target.value === 'date' ? 'date' : 'next',
                        untilDate: draft.untilDate || todayPlus(7),
                      })
                    }
                  >
                    <option value="next">La próxima sesión</option>
                    <option value="date">Una fecha</option>
                  </Select>
                </div>
                {draft.endsOn === 'date' ? (
                  <Input
                    label="Fecha de fin"
                    type="date"
                    value={draft.untilDate}
                    error={e.untilDate}
                    onChange={(ev) => update(draft.key, { untilDate: ev.target.value })}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="sm:flex-1">
          <Select
            id={selectId}
            label="Ejercicio de la biblioteca"
            value={choice}
            disabled={!exercises}
            onChange={(ev) => setChoice(ev.target.value)}
          >
            <option value="">{exercises ? 'Elige un ejercicio…' : 'Cargando…'}</option>
            {exercises?.map((exercise) => (
              <option key={exercise.id} value={exercise.id}>
                {exercise.name}
              </option>
            ))}
          </Select>
        </div>
        <Button
          type="button"
          variant="secondary"
          disabled={!choice}
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={() => {
            const exercise = exercises?.find((x) => x.id === choice) ?? null;
            if (exercise) add(draftFromExercise(exercise));
            setChoice('');
          }}
        >
          Añadir de la biblioteca
        </Button>
        <Button
          type="button"
          variant="secondary"
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={() => add(draftFromExercise(null))}
        >
          Escribir un ejercicio
        </Button>
      </div>
    </div>
  );
}

/** A date a week ahead as the end date's starting value (the trainer then picks). */
function todayPlus(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}
