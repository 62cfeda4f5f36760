/** @jsxRuntime automatic */
import { Section, Text } from '@react-email/components';
import {
  homeworkFrequencyText,
  progressLevel,
  ratingText,
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
  'objectives' | 'activities' | 'observations' | 'progress' | 'rating' | 'nextSteps' | 'homework'
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

/** To the owner: the session's report, its homework, and the link to their practice log. */
export function SessionReportEmail({ trainer, report, link, updated }: Props) {
  const level = report.progress === null ? null : progressLevel(report.progress);
  return (
    <EmailLayout
      preview={`${report.dogName}, ${formatLongDate(report.day)}`}
      title={updated ? 'Informe de la sesión (actualizado)' : 'Informe de la sesión'}
      trainer={trainer}
    >
      {updated ? (
        <Paragraph>
          Este informe sustituye al que te enviamos antes: la sesión se ha actualizado.
        </Paragraph>
      ) : null}
      <Details
        rows={[
          ['Perro', report.dogName],
          ['Fecha', formatLongDate(report.day)],
          ['Valoración', ratingText(report.rating)],
        ]}
      />
      {level ? (
        <Text style={{ ...heading, color: TONE_COLORS[level.tone] }}>
          Progreso: {report.progress}% · {level.text}
        </Text>
      ) : null}
      <Block title="Objetivos">{report.objectives}</Block>
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
      <Paragraph>Abre el informe para marcar los días que practiquéis:</Paragraph>
      <ActionButton href={link}>Ver informe y marcar práctica</ActionButton>
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
        `${updated ? 'Informe actualizado' : 'Informe'} de la sesión de ${report.dogName}`,
      ),
    },
  );
