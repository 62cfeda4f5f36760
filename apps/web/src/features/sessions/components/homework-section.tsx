import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import {
  adherenceText,
  type Exercise,
  type SessionFormValues,
  type SessionPayload,
  type TrainingSession,
} from '@adiestra/shared';
import { ReportView } from '@/components/session-report/report-view';
import { FormSection } from '@/components/ui/form-section';
import { Skeleton } from '@/components/ui/skeleton';
import { focusRing } from '@/components/ui/focus-ring';
import { useDogOption } from '../api/get-dog-options';
import { useDogAdherence } from '../api/get-dog-adherence';
import { HomeworkEditor } from './homework-editor';
import { PracticeComments } from './practice-comments';
import { previewItems, type HomeworkDraft, type HomeworkErrors } from './homework-drafts';

/** How the dog's owner practised the homework so far (the next session's form shows it). */
function PreviousAdherence({ dogId }: { dogId: string }) {
  const adherence = useDogAdherence(dogId);
  if (!adherence.data || adherence.data.expectedDays === 0) return null;
  return (
    <div className="space-y-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 dark:bg-brand-950 dark:text-brand-100">
      <p>Deberes anteriores: {adherenceText(adherence.data)}.</p>
      <PracticeComments comments={adherence.data.comments} />
    </div>
  );
}

/**
 * The form's "Deberes" section and, under it, the report exactly as the owner will read it
 * (the same component their page draws; the private notes are never passed to it).
 */
export function HomeworkSection({
  control,
  session,
  drafts,
  onChange,
  exercises,
  errors,
  loading,
}: {
  control: Control<SessionFormValues, unknown, SessionPayload>;
  session: TrainingSession | undefined;
  drafts: HomeworkDraft[];
  onChange: (drafts: HomeworkDraft[]) => void;
  exercises: Exercise[] | undefined;
  errors: HomeworkErrors;
  loading: boolean;
}) {
  const values = useWatch({ control });
  const dogId = values.dogId ?? '';
  const dogOption = useDogOption(session ? '' : dogId);
  const dogName =
    session && session.dogId === dogId
      ? session.dog.name
      : (dogOption.data?.[0]?.label.split(' (')[0] ?? '');
  const progress = Number.parseInt(values.progress ?? '', 10);
  // Drawn only while open: closed, the page holds one copy of each text (screen readers, tests).
  const [previewOpen, setPreviewOpen] = useState(false);
  return (
    <>
      <FormSection
        title="Deberes"
        description="Ejercicios para practicar en casa. El propietario los verá en su informe y podrá marcar los días que practique."
      >
        {dogId ? <PreviousAdherence dogId={dogId} /> : null}
        {loading ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <HomeworkEditor
            drafts={drafts}
            onChange={onChange}
            exercises={exercises}
            errors={errors}
          />
        )}
      </FormSection>
      <details
        className="rounded-lg border border-gray-200 dark:border-gray-800"
        onToggle={(event) => setPreviewOpen(event.currentTarget.open)}
      >
        <summary
          className={`cursor-pointer rounded-lg px-4 py-3 text-sm font-medium text-brand-700 dark:text-brand-300 ${focusRing}`}
        >
          Vista previa: lo que verá el propietario
        </summary>
        {previewOpen ? (
          <div className="border-t border-gray-200 p-4 dark:border-gray-800">
            <ReportView
              headingLevel="h3"
              report={{
                dogName,
                day: (values.date ?? '').slice(0, 10),
                objectives: values.objectives ?? '',
                activities: values.activities ?? '',
                observations: values.observations?.trim() || null,
                progress: Number.isNaN(progress) ? null : Math.min(100, Math.max(0, progress)),
                rating: values.rating ?? null,
                nextSteps: values.nextSteps?.trim() || null,
                homework: previewItems(drafts),
              }}
            />
          </div>
        ) : null}
      </details>
    </>
  );
}
