import { useState, type SyntheticEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import {
  ClassReportInputSchema,
  type ClassReport,
  type ClassReportInput,
  type ClassReportLine,
} from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format-date';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

/** One homework item (deberes) as typed: numbers stay text until the form is sent. */
interface HomeworkDraft {
  id?: string | undefined;
  exerciseId: string | null;
  name: string;
  instructions: string;
  timesPerDay: string;
  daysPerWeek: string;
  untilDate: string | null;
}

interface LineDraft {
  dogId: string;
  progress: string;
  notes: string;
  homework: HomeworkDraft[];
}

export interface ClassReportDraft {
  worked: string;
  notes: string;
  lines: LineDraft[];
}

/** The form's starting point: what was saved, and an empty line for each dog without one. */
export function draftOf(report: ClassReport): ClassReportDraft {
  return {
    worked: report.report?.worked ?? '',
    notes: report.report?.notes ?? '',
    lines: report.lines.map((line) => ({
      dogId: line.dogId,
      progress: line.progress === null ? '' : String(line.progress),
      notes: line.notes ?? '',
      homework: line.homework.map((item) => ({
        id: item.id,
        exerciseId: item.exerciseId,
        name: item.name,
        instructions: item.instructions ?? '',
        timesPerDay: String(item.timesPerDay),
        daysPerWeek: String(item.daysPerWeek),
        untilDate: item.untilDate,
      })),
    })),
  };
}

/**
 * The report's lines changed under the form (a dog marked or unmarked as attending): each dog
 * still attending keeps the line typed for it, a new one gets its empty line, in the report's
 * order; the general part stays as typed.
 */
export function mergeLines(draft: ClassReportDraft, report: ClassReport): ClassReportDraft {
  const fresh = draftOf({ report: null, lines: report.lines }).lines;
  return {
    ...draft,
    lines: fresh.map((line) => draft.lines.find((typed) => typed.dogId === line.dogId) ?? line),
  };
}

const dogsOf = (report: ClassReport) => report.lines.map((line) => line.dogId).join();

/** Text to number for the schema: empty is "not given", anything else is checked there. */
const asNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** The draft as the API takes it; the shared schema gives the messages. */
export function toInput(draft: ClassReportDraft): ClassReportInput {
  return {
    worked: draft.worked,
    notes: draft.notes,
    lines: draft.lines.map((line) => ({
      dogId: line.dogId,
      progress: asNumber(line.progress),
      notes: line.notes,
      homework: line.homework.map((item) => ({
        ...(item.id ? { id: item.id } : {}),
        exerciseId: item.exerciseId,
        name: item.name,
        instructions: item.instructions,
        timesPerDay: asNumber(item.timesPerDay) ?? Number.NaN,
        daysPerWeek: asNumber(item.daysPerWeek) ?? Number.NaN,
        untilDate: item.untilDate,
      })),
    })),
  };
}

/** Each field's first message, keyed by its path ("lines.0.homework.1.name"). */
export function validate(draft: ClassReportDraft): Record<string, string> {
  const parsed = ClassReportInputSchema.safeParse(toInput(draft));
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const newHomework = (): HomeworkDraft => ({
  exerciseId: null,
  name: '',
  instructions: '',
  timesPerDay: '1',
  daysPerWeek: '7',
  untilDate: null,
});

/**
 * The class report's form: what was worked and general notes, then a line per attending dog
 * (progress, notes for its owner, deberes). Laid out in one column for the phone.
 */
export function ClassReportForm({
  report,
  timeZone,
  saving,
  serverErrors,
  onSave,
  onDirtyChange,
}: {
  report: ClassReport;
  timeZone: string;
  saving: boolean;
  serverErrors: Record<string, string>;
  onSave: (input: ClassReportInput) => Promise<boolean>;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(report));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  // Marking attendance reloads the report with a line more or less: merged in during render
  // (not a new form), so what the trainer typed stays. The errors' line numbers would shift.
  const [dogs, setDogs] = useState(() => dogsOf(report));
  if (dogs !== dogsOf(report)) {
    setDogs(dogsOf(report));
    setDraft(mergeLines(draft, report));
    setErrors({});
  }
  useUnsavedChanges(dirty && !saving);
  const shown = { ...serverErrors, ...errors };

  function change(next: ClassReportDraft) {
    setDraft(next);
    if (!dirty) onDirtyChange(true);
    setDirty(true);
  }
  const changeLine = (index: number, patch: Partial<LineDraft>) =>
    change({
      ...draft,
      lines: draft.lines.map((line, i) => (i === index ? { ...line, ...patch } : line)),
    });
  const changeItem = (index: number, itemIndex: number, patch: Partial<HomeworkDraft>) =>
    changeLine(index, {
      homework: draft.lines[index]!.homework.map((item, i) =>
        i === itemIndex ? { ...item, ...patch } : item,
      ),
    });

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await onSave(toInput(draft))) {
      setDirty(false);
      onDirtyChange(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Informe de la clase">
      <Textarea
        label="Qué se ha trabajado"
        required
        rows={3}
        value={draft.worked}
        error={shown.worked}
        onChange={(e) => change({ ...draft, worked: e.target.value })}
      />
      <Textarea
        label="Notas generales"
        rows={3}
        hint="Las leen todos los dueños, junto a la línea de su perro."
        value={draft.notes}
        error={shown.notes}
        onChange={(e) => change({ ...draft, notes: e.target.value })}
      />
      <ul aria-label="Perros que asistieron" className="space-y-4">
        {draft.lines.map((line, index) => (
          <DogLine
            key={line.dogId}
            line={line}
            about={report.lines.find((about) => about.dogId === line.dogId)!}
            timeZone={timeZone}
            errors={shown}
            path={`lines.${index}`}
            onChange={(patch) => changeLine(index, patch)}
            onItem={(itemIndex, patch) => changeItem(index, itemIndex, patch)}
          />
        ))}
      </ul>
      <div className="flex justify-end">
        <Button type="submit" isLoading={saving} className="w-full sm:w-auto">
          Guardar informe
        </Button>
      </div>
    </form>
  );
}

function DogLine({
  line,
  about,
  timeZone,
  errors,
  path,
  onChange,
  onItem,
}: {
  line: LineDraft;
  about: ClassReportLine;
  timeZone: string;
  errors: Record<string, string>;
  path: string;
  onChange: (patch: Partial<LineDraft>) => void;
  onItem: (itemIndex: number, patch: Partial<HomeworkDraft>) => void;
}) {
  const headingId = `${path}-heading`;
  return (
    <li
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-gray-200 p-3 dark:border-gray-800"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-medium text-gray-900 dark:text-gray-50">
            {about.dogName}
          </h3>
          <p className="text-sm text-gray-600 dark:text-gray-400">{about.clientName}</p>
        </div>
        {about.sentAt ? (
          <Badge tone="green">{`Enviado el ${formatDateTime(about.sentAt, '—', timeZone)}`}</Badge>
        ) : !about.ownerReachable ? (
          <Badge tone="yellow">Sin email: no se le puede enviar</Badge>
        ) : null}
      </div>
      {errors[`${path}.dogId`] ? (
        <p className="text-sm text-red-700 dark:text-red-400">{errors[`${path}.dogId`]}</p>
      ) : null}
      <Input
        label={`Progreso de ${about.dogName} (0–100)`}
        inputMode="numeric"
        value={line.progress}
        error={errors[`${path}.progress`]}
        onChange={(e) => onChange({ progress: e.target.value })}
      />
      <Textarea
        label={`Notas para el dueño de ${about.dogName}`}
        rows={2}
        value={line.notes}
        error={errors[`${path}.notes`]}
        onChange={(e) => onChange({ notes: e.target.value })}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">Deberes</legend>
        {line.homework.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">Sin deberes.</p>
        ) : null}
        {line.homework.map((item, itemIndex) => {
          const at = `${path}.homework.${itemIndex}`;
          return (
            <div
              key={item.id ?? `nuevo-${itemIndex}`}
              className="space-y-2 rounded-md bg-gray-50 p-3 dark:bg-gray-900"
            >
              <Input
                label="Ejercicio"
                required
                value={item.name}
                error={errors[`${at}.name`]}
                onChange={(e) => onItem(itemIndex, { name: e.target.value })}
              />
              <Textarea
                label="Indicaciones"
                rows={2}
                value={item.instructions}
                error={errors[`${at}.instructions`]}
                onChange={(e) => onItem(itemIndex, { instructions: e.target.value })}
              />
              <div className="grid grid-cols-2 gap-2">
                <Input
                  label="Veces al día"
                  inputMode="numeric"
                  value={item.timesPerDay}
                  error={errors[`${at}.timesPerDay`]}
                  onChange={(e) => onItem(itemIndex, { timesPerDay: e.target.value })}
                />
                <Input
                  label="Días por semana"
                  inputMode="numeric"
                  value={item.daysPerWeek}
                  error={errors[`${at}.daysPerWeek`]}
                  onChange={(e) => onItem(itemIndex, { daysPerWeek: e.target.value })}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() =>
                  onChange({ homework: line.homework.filter((_, i) => i !== itemIndex) })
                }
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {`Quitar ${item.name.trim() || 'ejercicio'}`}
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => onChange({ homework: [...line.homework, newHomework()] })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {`Añadir deberes para ${about.dogName}`}
        </Button>
      </fieldset>
    </li>
  );
}
