import { AEAT_SUBMISSION_LABELS, type AeatSubmissionStatus, type Invoice } from '@adiestra/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<AeatSubmissionStatus, BadgeTone> = {
  pendiente: 'gray',
  correcto: 'green',
  aceptado_con_errores: 'yellow',
  incorrecto: 'red',
  fallo: 'red',
};

/** The AEAT's words for a record, with its error code unless the words already carry it. */
export function aeatErrorText(aeat: Invoice['aeat']) {
  if (!aeat?.errorCode && !aeat?.errorDescription) return null;
  const { errorCode: code, errorDescription: words } = aeat;
  if (!words) return `Error ${code}`;
  return code && !words.includes(code) ? `Error ${code}: ${words}` : words;
}

/**
 * Issue 30.7: what the AEAT answered for an invoice's latest record, in Spanish, with the AEAT's
 * error code and description when it has one. Without an answer yet, it waits to be sent.
 */
export function AeatStatusBadge({ aeat }: { aeat: Invoice['aeat'] }) {
  const status = aeat?.status ?? 'pendiente';
  const error = aeatErrorText(aeat);
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <Badge tone={TONES[status]}>{AEAT_SUBMISSION_LABELS[status]}</Badge>
      {error ? <span className="text-xs text-gray-600 dark:text-gray-400">{error}</span> : null}
    </span>
  );
}
