import {
  HomeworkInputSchema,
  type Exercise,
  type HomeworkItem,
  type HomeworkPayload,
} from '@adiestra/shared';

/** One homework item as the form holds it: text inputs as typed. */
export interface HomeworkDraft {
  key: string;
  id?: string | undefined;
  exerciseId: string | null;
  /** Copied from the library exercise by the server on saving; shown in the preview. */
  videoUrl: string | null;
  photo: string | null;
  photoThumb: string | null;
  name: string;
  instructions: string;
  timesPerDay: string;
  daysPerWeek: string;
  /** Until the next session, or until `untilDate`. */
  endsOn: 'next' | 'date';
  untilDate: string;
}

let counter = 0;
const nextKey = () => `hw-${++counter}`;

export function draftFromExercise(exercise: Exercise | null): HomeworkDraft {
  return {
    key: nextKey(),
    exerciseId: exercise?.id ?? null,
    videoUrl: exercise?.videoUrl ?? null,
    photo: exercise?.photo ?? null,
    photoThumb: exercise?.photoThumb ?? null,
    name: exercise?.name ?? '',
    instructions: exercise?.instructions ?? '',
    timesPerDay: '1',
    daysPerWeek: '7',
    endsOn: 'next',
    untilDate: '',
  };
}

export const draftsFromItems = (items: HomeworkItem[]): HomeworkDraft[] =>
  items.map((item) => ({
    key: nextKey(),
    id: item.id,
    exerciseId: item.exerciseId,
    videoUrl: item.videoUrl,
    photo: item.photo,
    photoThumb: item.photoThumb,
    name: item.name,
    instructions: item.instructions ?? '',
    timesPerDay: String(item.timesPerDay),
    daysPerWeek: String(item.daysPerWeek),
    endsOn: item.untilDate ? 'date' : 'next',
    untilDate: item.untilDate ?? '',
  }));

/** Messages by item key and field, from the shared rules. */
export type HomeworkErrors = Record<string, Partial<Record<keyof HomeworkDraft, string>>>;

/** The drafts as the API body, or the Spanish messages of what is wrong, per item and field. */
export function homeworkPayload(
  drafts: HomeworkDraft[],
): { payload: HomeworkPayload; errors: null } | { payload: null; errors: HomeworkErrors } {
  const parsed = HomeworkInputSchema.safeParse({
    items: drafts.map((d) => ({
      ...(d.id ? { id: d.id } : {}),
      exerciseId: d.exerciseId,
      name: d.name,
      instructions: d.instructions,
      timesPerDay: d.timesPerDay.trim() === '' ? undefined : d.timesPerDay,
      daysPerWeek: d.daysPerWeek.trim() === '' ? undefined : d.daysPerWeek,
      untilDate: d.endsOn === 'date' ? d.untilDate : null,
    })),
  });
  if (parsed.success) return { payload: parsed.data, errors: null };
  const errors: HomeworkErrors = {};
  for (const issue of parsed.error.issues) {
    const [, index, field] = issue.path;
    const draft = typeof index === 'number' ? drafts[index] : undefined;
    if (!draft || typeof field !== 'string') continue;
    errors[draft.key] ??= {};
    errors[draft.key]![field as keyof HomeworkDraft] ??= issue.message;
  }
  return { payload: null, errors };
}

/** The drafts as the report shows them (numbers that do not parse yet show as 1). */
export const previewItems = (drafts: HomeworkDraft[]) =>
  drafts.map((d) => ({
    name: d.name,
    instructions: d.instructions || null,
    videoUrl: d.videoUrl,
    photo: d.photo,
    photoThumb: d.photoThumb,
    timesPerDay: Math.max(1, Number.parseInt(d.timesPerDay, 10) || 1),
    daysPerWeek: Math.min(7, Math.max(1, Number.parseInt(d.daysPerWeek, 10) || 1)),
    untilDate: d.endsOn === 'date' && d.untilDate ? d.untilDate : null,
  }));
