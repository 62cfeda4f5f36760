import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FileDown, PenLine } from 'lucide-react';
import { consentFileName, type ClientConsents } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { downloadAcceptancePdf } from '../api/download-acceptance-pdf';
import { useClientConsents } from '../api/get-client-consents';
import { consentTitle } from './consent-title';
import { PaperSignatureDialog } from './paper-signature-dialog';

type Acceptance = ClientConsents['acceptances'][number];

const muted = 'text-xs text-gray-600 dark:text-gray-400';

function AcceptanceRow({ acceptance }: { acceptance: Acceptance }) {
  const [downloading, setDownloading] = useState(false);
  const { toast } = useToast();
  const title = consentTitle(acceptance.kind, acceptance.dogName);

  async function download() {
    setDownloading(true);
    try {
      await downloadAcceptancePdf(
        acceptance.id,
        consentFileName(
          acceptance.kind,
          acceptance.version,
          undefined,
          acceptance.dogName ?? acceptance.signedName,
        ),
      );
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo descargar la copia') });
    }
    setDownloading(false);
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="text-sm font-medium text-gray-900 dark:text-gray-50">{title}</p>
        <p className={muted}>
          Versión {acceptance.version} ·{' '}
          {acceptance.method === 'paper'
            ? `firmado en papel el ${formatDate(acceptance.acceptedAt)}`
            : formatDateTime(acceptance.acceptedAt)}{' '}
          · {acceptance.signedName}
        </p>
      </div>
      {acceptance.method === 'paper' ? <Badge tone="gray">En papel</Badge> : null}
      <Button
        size="sm"
        variant="secondary"
        isLoading={downloading}
        aria-label={`Descargar PDF de ${title}, versión ${acceptance.version}`}
        icon={<FileDown aria-hidden="true" className="size-4" />}
        onClick={() => void download()}
      >
        PDF
      </Button>
    </li>
  );
}

/** The card's anchor: a booking gate's error links here to get the documents signed. */
const CONSENTS_ANCHOR = paths.clients.consents.anchor;

/**
 * The client's page (issue 31.6): who accepted which version of what and when (in Mi área or on
 * paper, issue 45.5), with the PDF copy, and the current versions the client (or one of their
 * dogs) has not accepted yet — with "Registrar firma en papel" and `askToSign` (the owners'
 * feature's invitation to sign, composed by the page).
 */
export function ClientConsentsCard({
  clientId,
  clientName,
  askToSign,
}: {
  clientId: string;
  clientName: string;
  askToSign?: ReactNode;
}) {
  const consents = useClientConsents(clientId);
  const [recording, setRecording] = useState(false);
  const { hash } = useLocation();
  // Reached from a refusal's link (`#consentimientos`): once loaded, the card is in view.
  useEffect(() => {
    if (hash === `#${CONSENTS_ANCHOR}` && consents.isSuccess)
      document.getElementById(CONSENTS_ANCHOR)?.scrollIntoView();
  }, [hash, consents.isSuccess]);
  const acceptances = consents.data?.acceptances ?? [];
  const pending = consents.data?.pending ?? [];
  return (
    <Card id={CONSENTS_ANCHOR} className="scroll-mt-20">
      <CardHeader
        title="Consentimientos"
        description="Lo que el cliente ha aceptado en Mi área o firmado en papel, con su copia en PDF, y lo que le falta."
      />
      <CardContent className="space-y-4">
        {consents.isPending ? (
          <div aria-busy="true">
            <span className="sr-only">Cargando consentimientos…</span>
            <Skeleton className="h-16 w-full" />
          </div>
        ) : null}
        {consents.isError ? (
          <Alert variant="error">
            {getErrorMessage(consents.error, 'No se pudieron cargar los consentimientos')}
          </Alert>
        ) : null}
        {consents.isSuccess && acceptances.length === 0 && pending.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">
            No hay documentos que aceptar. Escríbelos en Ajustes › Documentos y consentimientos.
          </p>
        ) : null}
        {pending.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-50">
              Pendientes de aceptar
            </h3>
            <ul aria-label="Pendientes de aceptar" className="mt-1 space-y-1">
              {pending.map((row) => (
                <li
                  key={`${row.kind}:${row.dogId ?? '-'}`}
                  className="flex flex-wrap items-center justify-between gap-2 text-sm"
                >
                  <span className="text-gray-800 dark:text-gray-200">
                    {consentTitle(row.kind, row.dogName)}
                  </span>
                  <Badge tone="yellow">Falta aceptar la versión {row.version}</Badge>
                </li>
              ))}
            </ul>
            <div className="mt-3 flex flex-wrap gap-2">
              {askToSign}
              <Button
                size="sm"
                variant="secondary"
                icon={<PenLine aria-hidden="true" className="size-4" />}
                onClick={() => setRecording(true)}
              >
                Registrar firma en papel
              </Button>
            </div>
            {recording ? (
              <PaperSignatureDialog
                open
                onClose={() => setRecording(false)}
                clientId={clientId}
                clientName={clientName}
                pending={pending}
              />
            ) : null}
          </div>
        ) : null}
        {acceptances.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-50">Aceptados</h3>
            <ul aria-label="Aceptados" className="divide-y divide-gray-200 dark:divide-gray-800">
              {acceptances.map((acceptance) => (
                <AcceptanceRow key={acceptance.id} acceptance={acceptance} />
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
