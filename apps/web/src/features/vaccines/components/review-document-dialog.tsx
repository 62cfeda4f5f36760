import { useEffect, useMemo, useState } from 'react';
import { Maximize2, Plus, Trash2 } from 'lucide-react';
import {
  DOG_DOCUMENT_LABELS,
  DogDocumentReviewSchema,
  documentFileName,
  VACCINE_KINDS,
  VACCINE_LABELS,
  type TrainerDogDocument,
  type VaccineKind,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentFile } from '../api/get-document-file';
import { useReviewDocument } from '../api/review-document';
import { ImageLightbox } from './image-lightbox';

interface DoseRow {
  key: number;
  kind: VaccineKind;
  name: string;
  givenOn: string;
  expiresOn: string;
}

const emptyRow = (key: number): DoseRow => ({
  key,
  kind: 'rabies',
  name: '',
  givenOn: '',
  expiresOn: '',
});

/**
 * The upload itself: the photo inline (re-encoded by the server), the PDF only downloaded — never
 * opened from a blob of the app's origin, where a hostile PDF's HTML or script would run.
 */
function DocumentPreview({ document }: { document: TrainerDogDocument }) {
  const file = useDocumentFile(document.id);
  const [zoomed, setZoomed] = useState(false);
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  const alt = `${DOG_DOCUMENT_LABELS[document.kind]} de ${document.dogName}`;
  if (file.isError)
    return <Alert variant="error">{getErrorMessage(file.error, 'No se pudo abrir')}</Alert>;
  if (!url) return <Spinner label="Cargando documento" />;
  return document.mime === 'application/pdf' ? (
    <a href={url} download={documentFileName(document)} className="text-sm underline">
      Descargar el PDF
    </a>
  ) : (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => setZoomed(true)}
        className="block w-full cursor-zoom-in rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        aria-label={`Ampliar ${alt}`}
      >
        <img src={url} alt={alt} className="max-h-96 w-full rounded-lg object-contain" />
      </button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setZoomed(true)}
        icon={<Maximize2 aria-hidden="true" className="size-4" />}
      >
        Ver a tamaño completo
      </Button>
      {zoomed ? <ImageLightbox src={url} alt={alt} onClose={() => setZoomed(false)} /> : null}
    </div>
  );
}

/**
 * The trainer's review of an owner's upload (issue 31.3): the file, and the doses read on it
 * (none for an insurance); confirming writes them to the dog's record.
 */
export function ReviewDocumentDialog({
  document,
  onClose,
}: {
  document: TrainerDogDocument;
  onClose: () => void;
}) {
  const [rows, setRows] = useState<DoseRow[]>(
    document.kind === 'vaccination_card' ? [emptyRow(0)] : [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const review = useReviewDocument(document.id);
  const { toast } = useToast();
  const change = (key: number, patch: Partial<DoseRow>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  function confirm() {
    const parsed = DogDocumentReviewSchema.safeParse({
      vaccinations: rows.map(({ kind, name, givenOn, expiresOn }) => ({
        kind,
        name,
        givenOn,
        expiresOn,
      })),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    review.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        toast({ variant: 'success', title: message ?? 'Documento revisado' });
        onClose();
      },
      onError: (error) =>
        toast({ variant: 'error', title: getErrorMessage(error, 'No se pudo revisar') }),
    });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`${DOG_DOCUMENT_LABELS[document.kind]} de ${document.dogName}`}
      description={`Enviado por ${document.clientName}. Anota las vacunas que aparecen y confirma.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={confirm} isLoading={review.isPending}>
            Confirmar revisión
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <DocumentPreview document={document} />
        {rows.map((row, i) => (
          <fieldset
            key={row.key}
            className="space-y-3 rounded-lg border border-gray-200 p-3 dark:border-gray-800"
          >
            <legend className="px-1 text-sm font-medium">Vacuna {i + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Select
                label="Vacuna"
                value={row.kind}
                error={errors[`vaccinations.${i}.kind`]}
                onChange={(e) => change(row.key, { kind: e.target.value as VaccineKind })}
              >
                {VACCINE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {VACCINE_LABELS[k]}
                  </option>
                ))}
              </Select>
              {row.kind === 'other' ? (
                <Input
                  label="Nombre de la vacuna"
                  value={row.name}
                  error={errors[`vaccinations.${i}.name`]}
                  onChange={(e) => change(row.key, { name: e.target.value })}
                />
              ) : null}
              <Input
                label="Fecha de vacunación"
                type="date"
                value={row.givenOn}
                error={errors[`vaccinations.${i}.givenOn`]}
                onChange={(e) => change(row.key, { givenOn: e.target.value })}
              />
              <Input
                label="Caduca el"
                type="date"
                hint="Vacío: la validez por defecto."
                value={row.expiresOn}
                error={errors[`vaccinations.${i}.expiresOn`]}
                onChange={(e) => change(row.key, { expiresOn: e.target.value })}
              />
            </div>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Quitar vacuna {i + 1}
            </Button>
          </fieldset>
        ))}
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            setRows((all) => [...all, emptyRow(Math.max(-1, ...all.map((r) => r.key)) + 1)])
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          Añadir vacuna
        </Button>
      </div>
    </Dialog>
  );
}
