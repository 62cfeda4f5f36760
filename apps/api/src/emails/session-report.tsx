/** @jsxRuntime automatic */
import { Section, Text } from '@react-email/components';
import {
  classNameOfTitle,
  homeworkFrequencyText,
  progressLevel,
  ratingText,
  reportTitle,
  type OwnerReport,
} from '@adiestra/shared';
import type { Mail } from '../lib/mailer.ts';
import { formatLongDate } from './format.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, Details, LinkFallback, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine, type MailTrainer } from './sender.ts';
import { colors } from './theme.ts';

/** The progress tones as hex (mail clients ignore classes and variables). */
const TONE_COLORS = {
  green: '#15803d',
  yellow: '#a16207',
  orange: '#c2410c',
  red: '#b91c1c',
} as const;

/** The shared part of a session, as the owner's page shows it: never the private notes. */
export type ReportMailContent = Pick<
  OwnerReport,
  | 'objectives'
  | 'activities'
  | 'observations'
  | 'progress'
  | 'rating'
  | 'nextSteps'
  | 'homework'
  | 'fromClass'
> & { dogName: string; day: string };

interface Props {
  trainer: MailTrainer;
  report: ReportMailContent;
  link: string;
  updated: boolean;
}

const heading = { color: colors.text, fontSize: 17, fontWeight: 700, margin: '20px 0 8px' };

function Block({ title, children }: { title: string; children: string | null }) {
  if (!children) return null;
  return (
    <>
      <Text style={heading}>{title}</Text>
      <Paragraph>{children}</Paragraph>
    </>
  );
}

/**
 * To the owner: the session's report, its homework, and the link to their practice log. A class's
 * line names the class instead of objectives, and a report without a rating or homework says
 * nothing of either (issue 45).
 */
export function SessionReportEmail({ trainer, report, link, updated }: Props) {
  const level = report.progress === null ? null : progressLevel(report.progress);
  const title = reportTitle(report.fromClass);
  const rows: [string, string][] = [['Perro', report.dogName]];
  if (report.fromClass) rows.push(['Clase', classNameOfTitle(report.objectives)]);
  rows.push(['Fecha', formatLongDate(report.day)]);
  if (report.rating !== null) rows.push(['Valoración', ratingText(report.rating)]);
  return (
    <EmailLayout
      preview={`${report.dogName}, ${formatLongDate(report.day)}`}
      title={updated ? `${title} (actualizado)` : title}
      trainer={trainer}
    >
      {updated ? (
        <Paragraph>
          Este informe sustituye al que te enviamos antes:{' '}
          {report.fromClass ? 'la clase' : 'la sesión'} se ha actualizado.
        </Paragraph>
      ) : null}
      <Details rows={rows} />
      {level ? (
        <Text style={{ ...heading, color: TONE_COLORS[level.tone] }}>
          Progreso: {report.progress}% · {level.text}
        </Text>
      ) : null}
      {report.fromClass ? null : <Block title="Objetivos">{report.objectives}</Block>}
      <Block title="Actividades">{report.activities}</Block>
      <Block title="Observaciones">{report.observations}</Block>
      <Block title="Próximos pasos">{report.nextSteps}</Block>
      {report.homework.length ? (
        <>
          <Text style={heading}>Deberes</Text>
          {report.homework.map((item) => (
            <Section key={item.id} style={{ margin: '0 0 12px' }}>
              <Text style={{ ...heading, fontSize: 16, margin: '4px 0' }}>{item.name}</Text>
              <Text style={{ color: colors.muted, fontSize: 15, margin: '0 0 4px' }}>
                {homeworkFrequencyText(item, formatLongDate)}
              </Text>
              {item.instructions ? <Paragraph>{item.instructions}</Paragraph> : null}
            </Section>
          ))}
        </>
      ) : null}
      {report.homework.length ? (
        <>
          <Paragraph>Abre el informe para marcar los días que practiquéis:</Paragraph>
          <ActionButton href={link}>Ver informe y marcar práctica</ActionButton>
        </>
      ) : (
        <ActionButton href={link}>Ver informe</ActionButton>
      )}
      <LinkFallback href={link} />
    </EmailLayout>
  );
}

export const sessionReportMail = (
  to: string,
  trainer: MailTrainer,
  report: ReportMailContent,
  link: string,
  updated: boolean,
): Promise<Mail> =>
  renderMail(
    <SessionReportEmail trainer={trainer} report={report} link={link} updated={updated} />,
    {
      to,
      sender: trainer,
      subject: oneLine(
        `${updated ? 'Informe actualizado' : 'Informe'} de la ${report.fromClass ? 'clase' : 'sesión'} de ${report.dogName}`,
      ),
    },
  );
