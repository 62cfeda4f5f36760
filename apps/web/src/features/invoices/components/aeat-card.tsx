import { useState, type SyntheticEvent } from 'react';
import {
  AEAT_MESSAGES,
  AEAT_SUBMISSION_LABELS,
  AEAT_SUBMISSION_STATUSES,
  type AeatStatus,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useAeatStatus } from '../api/get-aeat-status';
import { useSaveAeatCertificate } from '../api/save-aeat-certificate';

/** Where the records go: the AEAT's addresses are configuration (decision 0060). */
const ENVIRONMENT_LABELS: Record<AeatStatus['environment'], string> = {
  pruebas: 'Se envían al entorno de pruebas de la AEAT.',
  produccion: 'Se envían a la AEAT (entorno real).',
  otro: 'Se envían a la dirección de la AEAT configurada en el servidor.',
};

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

/** The file as base64 (what the API takes). */
async function base64Of(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** How long before its expiry the card warns that the certificate must be renewed. */
const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 86_400_000;

/** The installed certificate: in force, about to expire (renew it), or expired (records wait). */
function CertificateAlert({
  certificate,
}: {
  certificate: NonNullable<AeatStatus['certificate']>;
}) {
  // The moment the card opened: the warning needs the day, not a clock that re-renders it.
  const [now] = useState(() => Date.now());
  const until = dateTime(certificate.validUntil);
  const left = new Date(certificate.validUntil).getTime() - now;
  if (left <= 0) {
    return (
      <Alert variant="error" title="Certificado caducado: los registros esperan">
        El certificado de {certificate.holder} caducó el {until}. Tus facturas se siguen
        registrando, pero no se envían a la AEAT hasta que subas aquí un certificado en vigor.
      </Alert>
    );
  }
  if (left <= EXPIRY_WARNING_DAYS * DAY_MS) {
    const days = Math.ceil(left / DAY_MS);
    return (
      <Alert variant="info" title="El certificado caduca pronto">
        El certificado de {certificate.holder} caduca el {until} (
        {days === 1 ? 'queda 1 día' : `quedan ${days} días`}). Renuévalo y súbelo aquí antes de esa
        fecha para que los registros sigan llegando a la AEAT.
      </Alert>
    );
  }
  return (
    <Alert variant="success" title="Certificado instalado">
      {certificate.holder} · válido hasta {until}
    </Alert>
  );
}

/** Envío a la AEAT (issue 30.7): the certificate, and how many records went and how. */
export function AeatCard() {
  const status = useAeatStatus();
  const save = useSaveAeatCertificate();
  const { toast } = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    setFailure(null);
    if (!file) return setFailure(AEAT_MESSAGES.certificateFile);
    if (!password) return setFailure(AEAT_MESSAGES.certificatePassword);
    try {
      await save.mutateAsync({
        fileName: file.name,
        contentBase64: await base64Of(file),
        password,
      });
      setPassword('');
      toast({ variant: 'success', title: 'Certificado guardado' });
    } catch (caught) {
      setFailure(getErrorMessage(caught, 'No se pudo guardar el certificado'));
    }
  }

  async function remove() {
    try {
      await save.mutateAsync(null);
      toast({ variant: 'success', title: 'Certificado quitado' });
    } catch (caught) {
      toast({
        variant: 'error',
        title: getErrorMessage(caught, 'No se pudo quitar el certificado'),
      });
    } finally {
      setConfirmRemove(false);
    }
  }

  const data = status.data;
  return (
    <Card id="envio-aeat">
      <CardHeader
        title="Envío a la AEAT"
        description="Los registros se envían a la Agencia Tributaria con tu certificado electrónico (VERI*FACTU)."
      />
      <CardContent>
        {status.isPending ? <Skeleton className="h-10 w-full" /> : null}
        {status.isError ? (
          <Alert variant="error">No se pudo cargar el estado del envío.</Alert>
        ) : null}
        {data ? (
          <div className="space-y-4">
            {data.certificate ? (
              <CertificateAlert certificate={data.certificate} />
            ) : (
              <Alert variant="info" title="Sin certificado: los registros esperan">
                Tus facturas se registran y encadenan igualmente, pero no se envían a la AEAT hasta
                que subas aquí tu certificado electrónico.
              </Alert>
            )}
            {data.lastError ? (
              <Alert variant="error" title="El último envío no llegó a la AEAT">
                <p>{data.lastError}</p>
                {data.nextSendAt ? (
                  <p>
                    Los registros siguen pendientes; se reintentará el {dateTime(data.nextSendAt)}.
                  </p>
                ) : null}
              </Alert>
            ) : null}
            <ul
              className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3"
              aria-label="Registros por estado"
            >
              {AEAT_SUBMISSION_STATUSES.map((key) => (
                <li
                  key={key}
                  className="rounded-md border border-gray-200 px-3 py-2 dark:border-gray-800"
                >
                  <span className="block text-gray-600 dark:text-gray-400">
                    {AEAT_SUBMISSION_LABELS[key]}
                  </span>
                  <span className="text-lg font-semibold tabular-nums">{data.counts[key]}</span>
                </li>
              ))}
            </ul>
            <p className="text-sm text-gray-600 dark:text-gray-400">
              {ENVIRONMENT_LABELS[data.environment]}
            </p>
            {data.nextSendAt && data.certificate && !data.lastError ? (
              <p className="text-sm text-gray-600 dark:text-gray-400">
                Próximo envío: {dateTime(data.nextSendAt)}
              </p>
            ) : null}
            <form onSubmit={(event) => void onSubmit(event)} className="space-y-3" noValidate>
              <Input
                label="Certificado (.p12 o .pfx)"
                type="file"
                accept=".p12,.pfx,application/x-pkcs12"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
              <PasswordInput
                label="Contraseña del certificado"
                value={password}
                autoComplete="off"
                onChange={(event) => setPassword(event.target.value)}
              />
              {failure ? <Alert variant="error">{failure}</Alert> : null}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={save.isPending}>
                  {data.certificate ? 'Sustituir certificado' : 'Guardar certificado'}
                </Button>
                {data.certificate ? (
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={save.isPending}
                    onClick={() => setConfirmRemove(true)}
                  >
                    Quitar certificado
                  </Button>
                ) : null}
              </div>
            </form>
            <ConfirmDialog
              open={confirmRemove}
              title="¿Quitar el certificado?"
              message="Sin certificado los registros nuevos esperan y no se envían a la AEAT hasta que subas otro."
              confirmText="Quitar certificado"
              isLoading={save.isPending}
              onCancel={() => setConfirmRemove(false)}
              onConfirm={() => void remove()}
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
