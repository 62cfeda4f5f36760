import { useState, type SyntheticEvent } from 'react';
import {
  CONSENT_KINDS,
  CONSENT_LABELS,
  CONSENT_PER_DOG,
  CONSENT_TEMPLATES,
  ConsentVersionInputSchema,
  type ConsentDocumentList,
  type ConsentKind,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { useConsentDocuments } from '../api/get-consent-documents';
import { usePublishConsent } from '../api/publish-consent';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

type Document = ConsentDocumentList['documents'][number];

/** The text the editor starts from: the current version, or the Spanish template. */
export function editorStart(document: Document) {
  return document.current
    ? { title: document.current.title, body: document.current.body }
    : CONSENT_TEMPLATES[document.kind];
}

function DocumentEditor({ document }: { document: Document }) {
  const start = editorStart(document);
  const [title, setTitle] = useState(start.title);
  const [body, setBody] = useState(start.body);
  const [errors, setErrors] = useState<Record<'title' | 'body', string | undefined>>({
    title: undefined,
    body: undefined,
  });
  const publish = usePublishConsent();
  const { toast } = useToast();
  const unchanged = document.current !== null && title === start.title && body === start.body;
  const next = document.versions + 1;
  useUnsavedChanges(!publish.isPending && (title !== start.title || body !== start.body));

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = ConsentVersionInputSchema.safeParse({ title, body });
    if (!parsed.success) {
      const messageOf = (field: 'title' | 'body') =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({ title: messageOf('title'), body: messageOf('body') });
      return;
    }
    setErrors({ title: undefined, body: undefined });
    publish.mutate(
      { kind: document.kind, ...parsed.data },
      {
        onSuccess: ({ message }) => toast({ variant: 'success', title: message ?? 'Publicado' }),
        onError: (error) =>
          toast({ variant: 'error', title: getErrorMessage(error, 'No se pudo publicar') }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Input
        label="Título"
        value={title}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Textarea
        label="Texto"
        rows={10}
        value={body}
        error={errors.body}
        hint="Separa los párrafos con una línea en blanco. Publicar crea una versión nueva: las anteriores se guardan tal como se aceptaron y se pide aceptar de nuevo."
        onChange={(event) => setBody(event.target.value)}
      />
      <Button type="submit" isLoading={publish.isPending} disabled={unchanged}>
        {document.current ? `Publicar versión ${next}` : 'Publicar'}
      </Button>
    </form>
  );
}

function DocumentRow({ document }: { document: Document }) {
  const [editing, setEditing] = useState(false);
  const kind: ConsentKind = document.kind;
  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="font-medium text-gray-900 dark:text-gray-50">{CONSENT_LABELS[kind]}</h3>
          <p className="text-xs text-gray-600 dark:text-gray-400">
            {CONSENT_PER_DOG[kind] ? 'Se acepta por cada perro' : 'Se acepta una vez por cliente'}
            {document.current
              ? ` · versión ${document.current.version} del ${formatDate(document.current.publishedAt)}`
              : ''}
          </p>
        </div>
        {document.current ? (
          <Badge tone="green">Publicado</Badge>
        ) : (
          <Badge tone="gray">Sin publicar</Badge>
        )}
      </div>
      {editing ? (
        <DocumentEditor document={document} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {document.current ? 'Editar' : 'Escribir desde la plantilla'}
        </Button>
      )}
    </li>
  );
}

/** Ajustes › Documentos (issue 31.6): the trainer's consents, from editable templates. */
export function ConsentDocumentsCard() {
  const documents = useConsentDocuments();
  return (
    <Card>
      <CardHeader
        title="Documentos y consentimientos"
        description="Los textos que tus clientes aceptan en Mi área. En cada servicio eliges cuáles exige."
      />
      <CardContent>
        {documents.isPending ? (
          <div aria-busy="true">
            <span className="sr-only">Cargando documentos…</span>
            <Skeleton className="h-24 w-full" />
          </div>
        ) : null}
        {documents.isError ? (
          <Alert variant="error">
            {getErrorMessage(documents.error, 'No se pudieron cargar los documentos')}
          </Alert>
        ) : null}
        {documents.isSuccess ? (
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">
            {CONSENT_KINDS.map((kind) => {
              const document = documents.data.documents.find((d) => d.kind === kind);
              return document ? <DocumentRow key={kind} document={document} /> : null;
            })}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
