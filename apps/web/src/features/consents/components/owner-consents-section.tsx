import { useState, type SyntheticEvent } from 'react';
import { FileDown, PenLine } from 'lucide-react';
import { ConsentAcceptInputSchema, type OwnerConsents } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { linkClass } from '@/components/ui/link-class';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { useAcceptConsent } from '../api/accept-consent';
import { useOwnerConsents } from '../api/get-owner-consents';
import { consentTitle } from './consent-title';

type Item = OwnerConsents['items'][number];

const consentItemTitle = (item: Item) => consentTitle(item.version.kind, item.dogName);

/** The text as the server will store it: shown exactly, paragraphs kept. */
function ConsentText({ item }: { item: Item }) {
  return (
    <div
      tabIndex={0}
      aria-label={`Texto de ${consentItemTitle(item)}`}
      className="max-h-72 overflow-y-auto rounded-md border border-gray-200 bg-gray-50 p-3 text-sm whitespace-pre-line text-gray-800 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-200"
    >
      <p className="mb-2 font-semibold">{item.version.title}</p>
      {item.version.body}
    </div>
  );
}

function AcceptForm({ item }: { item: Item }) {
  const [signedName, setSignedName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const accept = useAcceptConsent();
  const { toast } = useToast();

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const input = { versionId: item.version.id, dogId: item.dogId, signedName };
    const parsed = ConsentAcceptInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    accept.mutate(input, {
      onSuccess: ({ message }) => toast({ variant: 'success', title: message ?? 'Aceptado' }),
      onError: (caught) => setError(getErrorMessage(caught, 'No se pudo guardar tu aceptación')),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <ConsentText item={item} />
      <Input
        label="Escribe tu nombre completo para aceptar"
        autoComplete="name"
        value={signedName}
        error={error}
        onChange={(event) => {
          setSignedName(event.target.value);
          setError(undefined);
        }}
      />
      <Button
        type="submit"
        isLoading={accept.isPending}
        icon={<PenLine aria-hidden="true" className="size-4" />}
      >
        He leído el documento y lo acepto
      </Button>
    </form>
  );
}

function ConsentRow({ item }: { item: Item }) {
  const [open, setOpen] = useState(false);
  const accepted = item.acceptance;
  return (
    <li className="space-y-3 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium text-gray-900 dark:text-gray-50">{consentItemTitle(item)}</p>
          <p className="text-xs text-gray-600 dark:text-gray-400">
            Versión {item.version.version} · {item.trainerName}
          </p>
        </div>
        {accepted ? (
          <Badge tone="green">Aceptado el {formatDate(accepted.acceptedAt)}</Badge>
        ) : (
          <Badge tone="yellow">Pendiente de aceptar</Badge>
        )}
      </div>
      {accepted ? (
        <a
          href={`/api/owner/consents/${accepted.id}/pdf`}
          className={`${linkClass} inline-flex items-center gap-1 text-sm`}
        >
          <FileDown aria-hidden="true" className="size-4" />
          Descargar copia en PDF
        </a>
      ) : open ? (
        <AcceptForm item={item} />
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Leer y aceptar
        </Button>
      )}
    </li>
  );
}

/** Mi área (issue 31.6): the trainers' documents to accept and the copies of those accepted. */
export function OwnerConsentsSection() {
  const consents = useOwnerConsents();
  const items = consents.data?.items ?? [];
  return (
    <section aria-labelledby="owner-consents" className="mt-10 space-y-4">
      <div>
        <h2 id="owner-consents" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          Documentos para firmar
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Tu educador necesita que aceptes estos documentos. Guardamos una copia que puedes
          descargar.
        </p>
      </div>
      {consents.isPending ? (
        <div aria-busy="true">
          <span className="sr-only">Cargando documentos…</span>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : null}
      {consents.isError ? (
        <Alert variant="error">
          {getErrorMessage(consents.error, 'No se pudieron cargar los documentos')}
        </Alert>
      ) : null}
      {consents.isSuccess && items.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          No tienes documentos pendientes de firmar.
        </p>
      ) : null}
      {items.length > 0 ? (
        <Card>
          <CardHeader as="h3" title="Consentimientos" />
          <CardContent>
            <ul className="divide-y divide-gray-200 dark:divide-gray-800">
              {items.map((item) => (
                <ConsentRow
                  key={`${item.version.id}:${item.clientId}:${item.dogId ?? '-'}`}
                  item={item}
                />
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </section>
  );
}
