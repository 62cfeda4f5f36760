import { useId, useState, type SyntheticEvent } from 'react';
import { FileUp } from 'lucide-react';
import {
  DOCUMENT_INVALID_MESSAGE,
  DOCUMENT_PDF_MAX_BYTES,
  DOCUMENT_TOO_LARGE_MESSAGE,
  DOG_DOCUMENT_KINDS,
  DOG_DOCUMENT_LABELS,
  documentFileName,
  type DogDocumentKind,
  type OwnerDogDocuments,
} from '@adiestra/shared';
import { downscaleImage } from '@/components/photo-picker/downscale-image';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { linkClass } from '@/components/ui/link-class';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { useOwnerDocuments } from '../api/get-owner-documents';
import { useUploadOwnerDocument } from '../api/upload-owner-document';

type Dog = OwnerDogDocuments['dogs'][number];

/** A PDF as a data URL, read in the browser (sent as is; the server checks it is a PDF). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('read'));
    reader.onerror = () => reject(new Error('read'));
    reader.readAsDataURL(file);
  });
}

/** The file to send: a photo downscaled in the browser, a PDF as it is (at most 5 MB). */
async function fileToSend(file: File): Promise<string> {
  if (file.type === 'application/pdf') {
    if (file.size > DOCUMENT_PDF_MAX_BYTES) throw new Error(DOCUMENT_TOO_LARGE_MESSAGE);
    return readAsDataUrl(file);
  }
  if (!/^image\/(jpeg|png|webp)$/.test(file.type)) throw new Error(DOCUMENT_INVALID_MESSAGE);
  return downscaleImage(file).catch(() => {
    throw new Error(DOCUMENT_INVALID_MESSAGE);
  });
}

function UploadForm({ dog }: { dog: Dog }) {
  const [kind, setKind] = useState<DogDocumentKind>('vaccination_card');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const upload = useUploadOwnerDocument();
  const { toast } = useToast();
  const fileId = useId();

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setError(null);
    if (!file) {
      setError('Elige una foto o un PDF');
      return;
    }
    setPreparing(true);
    try {
      const data = await fileToSend(file);
      const { message } = await upload.mutateAsync({ dogId: dog.dogId, kind, file: data });
      toast({ variant: 'success', title: message ?? 'Documento enviado' });
      setFile(null);
      form.reset();
    } catch (caught) {
      setError(getErrorMessage(caught, 'No se pudo enviar el documento'));
    } finally {
      setPreparing(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Select
        label="Documento"
        value={kind}
        onChange={(event) => setKind(event.target.value as DogDocumentKind)}
      >
        {DOG_DOCUMENT_KINDS.map((k) => (
          <option key={k} value={k}>
            {DOG_DOCUMENT_LABELS[k]}
          </option>
        ))}
      </Select>
      <div>
        <label
          htmlFor={fileId}
          className="block text-sm font-medium text-gray-800 dark:text-gray-200"
        >
          Foto o PDF
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm text-gray-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800 dark:text-gray-200 dark:file:bg-brand-950 dark:file:text-brand-200"
        />
        <p id={`${fileId}-hint`} className="mt-1 text-xs text-gray-600 dark:text-gray-400">
          Una foto nítida de la página o un PDF de hasta 5 MB.
        </p>
      </div>
      <Button
        type="submit"
        isLoading={preparing || upload.isPending}
        icon={<FileUp aria-hidden="true" className="size-4" />}
      >
        Enviar documento
      </Button>
    </form>
  );
}

function DogDocuments({ dog }: { dog: Dog }) {
  return (
    <Card>
      <CardHeader as="h3" title={dog.dogName} description={`Con ${dog.trainerName}`} />
      <CardContent className="space-y-4">
        {dog.documents.length ? (
          <ul
            aria-label={`Documentos de ${dog.dogName}`}
            className="divide-y divide-gray-200 dark:divide-gray-800"
          >
            {dog.documents.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <a
                  href={`/api/owner/documents/${d.id}/file`}
                  download={documentFileName(d)}
                  className={linkClass}
                >
                  {DOG_DOCUMENT_LABELS[d.kind]} · {formatDate(d.uploadedAt)}
                </a>
                <Badge tone={d.status === 'reviewed' ? 'green' : 'yellow'}>
                  {d.status === 'reviewed' ? 'Revisado' : 'Pendiente de revisión'}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-400">Aún no has enviado documentos.</p>
        )}
        <UploadForm dog={dog} />
      </CardContent>
    </Card>
  );
}

/** Mi área (issue 31.3): each of the owner's dogs, its uploads and the form to send one. */
export function OwnerDocumentsSection() {
  const documents = useOwnerDocuments();
  return (
    <section aria-labelledby="owner-documents" className="mt-10 space-y-4">
      <div>
        <h2 id="owner-documents" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          Cartilla y seguro
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Envía a tu educador la cartilla de vacunación o el seguro de tu perro. Solo lo ve él.
        </p>
      </div>
      {documents.isPending ? (
        <div aria-busy="true">
          <span className="sr-only">Cargando documentos…</span>
          <Skeleton className="h-32 w-full" />
        </div>
      ) : null}
      {documents.isError ? (
        <Alert variant="error">
          {getErrorMessage(documents.error, 'No se pudieron cargar tus documentos')}
        </Alert>
      ) : null}
      {documents.data?.dogs.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Tu educador aún no ha registrado a tu perro.
        </p>
      ) : null}
      {documents.data?.dogs.map((dog) => (
        <DogDocuments key={dog.dogId} dog={dog} />
      ))}
    </section>
  );
}
