import type { ReactNode } from 'react';
import {
  classNameOfTitle,
  homeworkFrequencyText,
  ratingText,
  reportTitle,
  type HomeworkItem,
} from '@adiestra/shared';
import { linkClass } from '@/components/ui/link-class';
import { formatLongDay } from '@/lib/format-day';
import { SessionProgress } from './session-progress';

/** What the owner reads of a session: never the private notes (they are not even passed in). */
export interface ReportContent {
  dogName: string;
  /** `YYYY-MM-DD` on the trainer's calendar. */
  day: string;
  objectives: string;
  activities: string;
  observations: string | null;
  progress: number | null;
  rating: number | null;
  nextSteps: string | null;
  /** A group class's line: titled by the class, without objectives or a rating to show. */
  fromClass?: boolean;
  homework: Pick<
    HomeworkItem,
    | 'name'
    | 'instructions'
    | 'videoUrl'
    | 'photo'
    | 'photoThumb'
    | 'timesPerDay'
    | 'daysPerWeek'
    | 'untilDate'
  >[];
}

function Block({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <section className="report-block">
      <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-50">{title}</h3>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-800 dark:text-gray-200">
        {text}
      </p>
    </section>
  );
}

/**
 * A session report as the owner sees it: on their page, in print, and in the trainer's form as
 * the preview. `children` goes after the homework (the owner's practice log).
 */
export function ReportView({
  report,
  headingLevel = 'h2',
  homeworkSlot,
}: {
  report: ReportContent;
  headingLevel?: 'h2' | 'h3';
  /** Drawn under each homework item (the practice log of that item). */
  homeworkSlot?: (index: number) => ReactNode;
}) {
  const Heading = headingLevel;
  return (
    <article className="report-view space-y-5">
      <header>
        <Heading className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          {reportTitle(report.fromClass)} de {report.dogName || '—'}
        </Heading>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {report.fromClass ? `${classNameOfTitle(report.objectives)} · ` : ''}
          {report.day ? formatLongDay(report.day) : 'Sin fecha'}
        </p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <SessionProgress progress={report.progress} />
        {report.rating === null ? null : (
          <p className="text-sm text-gray-800 dark:text-gray-200">
            <span className="text-gray-700 dark:text-gray-300">Valoración: </span>
            <span className="font-medium">{ratingText(report.rating)}</span>
          </p>
        )}
      </div>
      {report.fromClass ? null : <Block title="Objetivos" text={report.objectives} />}
      <Block title="Actividades" text={report.activities} />
      <Block title="Observaciones" text={report.observations} />
      <Block title="Próximos pasos" text={report.nextSteps} />
      <section aria-label="Deberes" className="report-block">
        <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-50">Deberes</h3>
        {report.homework.length === 0 ? (
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">Sin deberes esta vez.</p>
        ) : (
          <ol className="mt-2 space-y-4">
            {report.homework.map((item, index) => (
              <li
                key={index}
                className="rounded-lg border border-gray-200 p-3 dark:border-gray-800"
              >
                <div className="flex items-start gap-3">
                  {item.photo && item.photoThumb ? (
                    <a
                      href={item.photo}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      <img
                        src={item.photoThumb}
                        alt={`Foto del ejercicio ${item.name} (abrir en grande)`}
                        width={80}
                        height={80}
                        loading="lazy"
                        className="size-20 rounded-lg border border-gray-200 object-cover dark:border-gray-700"
                      />
                    </a>
                  ) : null}
                  <div className="min-w-0">
                    <p className="font-medium text-gray-900 dark:text-gray-50">
                      {item.name || '—'}
                    </p>
                    <p className="text-sm text-gray-700 dark:text-gray-300">
                      {homeworkFrequencyText(item, formatLongDay)}
                    </p>
                  </div>
                </div>
                {item.instructions ? (
                  <p className="mt-1 text-sm whitespace-pre-line text-gray-800 dark:text-gray-200">
                    {item.instructions}
                  </p>
                ) : null}
                {item.videoUrl ? (
                  <a
                    href={item.videoUrl}
                    target="_blank"
                    rel="noreferrer noopener"
                    className={`mt-1 inline-block text-sm ${linkClass}`}
                  >
                    Ver vídeo del ejercicio
                  </a>
                ) : null}
                {homeworkSlot?.(index)}
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
