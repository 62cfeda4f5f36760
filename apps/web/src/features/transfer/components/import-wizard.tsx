import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_MAX_BYTES,
  type DuplicateAction,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
} from '@adiestra/shared';
import { CheckCircle2, Download, FileSpreadsheet } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { countOf } from '@/lib/plural';
import { relatedKeys } from '@/lib/query-keys';
import { downloadImportTemplate } from '../api/download-import-template';
import { confirmImport } from '../api/confirm-import';
import { previewImport } from '../api/preview-import';
import { ImportPreviewPanel } from './import-preview-panel';

type Phase = 'choose' | 'reading' | 'preview' | 'confirming' | 'done';

/** What the progress bar says: the upload's share, then the server's check of the rows. */
function ProgressNote({ fraction, confirming }: { fraction: number; confirming: boolean }) {
  const percent = Math.round(fraction * 100);
  const label =
    percent < 100
      ? `Subiendo el archivo… ${String(percent)} %`
      : confirming
        ? 'Importando los clientes y sus perros…'
        : 'Comprobando las filas…';
  return (
    <div className="space-y-2" role="status">
      <p className="text-sm text-gray-700 dark:text-gray-300">{label}</p>
      <progress
        className="h-2 w-full accent-brand-600"
        max={100}
        value={percent < 100 ? percent : undefined}
        aria-label={label}
      />
    </div>
  );
}

/**
 * "Importar" on Clientes (issue 20): choose a CSV or .xlsx → the server checks every row and
 * guesses the columns (the page never parses 10,000 rows itself, so it never freezes) → the
 * trainer adjusts the mapping, decides on bad rows and duplicates → one transaction.
 */
export function ImportWizard() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>('choose');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [duplicates, setDuplicates] = useState<DuplicateAction>('merge');
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [progress, setProgress] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  async function read(chosen: File, nextMapping?: ImportMapping) {
    setError(null);
    setProgress(0);
    try {
      const answer = await previewImport(
        chosen,
        nextMapping ? { mapping: nextMapping } : {},
        setProgress,
      );
      setPreview(answer);
      setMapping(answer.mapping);
      setPhase('preview');
    } catch (caught) {
      setError(getErrorMessage(caught, 'No se pudo leer el archivo'));
      if (!nextMapping) setPhase('choose');
    }
  }

  async function choose(chosen: File | undefined) {
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) {
      setError('El archivo supera el máximo de 10 MB');
      return;
    }
    setFile(chosen);
    setSkipInvalid(false);
    setPhase('reading');
    await read(chosen);
  }

  async function changeMapping(next: ImportMapping) {
    if (!file) return;
    setMapping(next);
    setBusy(true);
    await read(file, next);
    setBusy(false);
  }

  async function confirm() {
    if (!file) return;
    setPhase('confirming');
    setProgress(0);
    setError(null);
    try {
      const done = await confirmImport(file, { mapping, duplicates, skipInvalid }, setProgress);
      setResult(done);
      setPhase('done');
      for (const key of relatedKeys.clients) void queryClient.invalidateQueries({ queryKey: key });
      toast({ variant: 'success', title: 'Importación completada' });
    } catch (caught) {
      setError(getErrorMessage(caught, 'No se pudo importar el archivo'));
      setPhase('preview');
    }
  }

  function restart() {
    setPhase('choose');
    setFile(null);
    setPreview(null);
    setResult(null);
    setError(null);
    if (input.current) input.current.value = '';
  }

  async function template(format: 'csv' | 'xlsx') {
    try {
      await downloadImportTemplate(format);
    } catch (caught) {
      toast({
        variant: 'error',
        title: getErrorMessage(caught, 'No se pudo descargar la plantilla'),
      });
    }
  }

  return (
    <div className="space-y-6">
      {error ? <Alert variant="error">{error}</Alert> : null}

      {phase === 'choose' || phase === 'reading' ? (
        <Card>
          <CardHeader
            title="1. Elige el archivo"
            description="Un CSV o un Excel (.xlsx) con una fila por perro: el cliente se repite en cada perro suyo. Hasta 10 MB."
          />
          <CardContent className="space-y-5">
            <div className="flex flex-wrap gap-3">
              <Button
                variant="secondary"
                onClick={() => void template('xlsx')}
                icon={<Download aria-hidden="true" className="size-4" />}
              >
                Plantilla Excel
              </Button>
              <Button
                variant="secondary"
                onClick={() => void template('csv')}
                icon={<Download aria-hidden="true" className="size-4" />}
              >
                Plantilla CSV
              </Button>
            </div>
            <div>
              <label
                htmlFor="import-file"
                className="mb-1.5 block text-sm font-medium text-gray-800 dark:text-gray-200"
              >
                Archivo de clientes
              </label>
              <input
                ref={input}
                id="import-file"
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={phase === 'reading'}
                onChange={(event) => void choose(event.target.files?.[0])}
                className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:text-sm file:font-medium file:text-white dark:text-gray-300"
              />
            </div>
            {phase === 'reading' ? <ProgressNote fraction={progress} confirming={false} /> : null}
          </CardContent>
        </Card>
      ) : null}

      {(phase === 'preview' || phase === 'confirming') && preview ? (
        <>
          <p className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
            <FileSpreadsheet aria-hidden="true" className="size-4" />
            {file?.name}
          </p>
          {busy ? <ProgressNote fraction={progress} confirming={false} /> : null}
          {phase === 'confirming' ? <ProgressNote fraction={progress} confirming /> : null}
          <ImportPreviewPanel
            preview={preview}
            mapping={mapping}
            duplicates={duplicates}
            skipInvalid={skipInvalid}
            busy={busy}
            confirming={phase === 'confirming'}
            onMappingChange={(next) => void changeMapping(next)}
            onDuplicatesChange={setDuplicates}
            onSkipInvalidChange={setSkipInvalid}
            onConfirm={() => void confirm()}
            onCancel={restart}
          />
        </>
      ) : null}

      {phase === 'done' && result ? (
        <Card>
          <CardContent className="space-y-4 py-6">
            <p className="flex items-center gap-2 text-base font-semibold text-gray-900 dark:text-gray-50">
              <CheckCircle2
                aria-hidden="true"
                className="size-5 text-green-600 dark:text-green-400"
              />
              Importación completada
            </p>
            <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700 dark:text-gray-300">
              <li>{countOf(result.clientsCreated, 'cliente nuevo', 'clientes nuevos')}</li>
              <li>{countOf(result.dogsCreated, 'perro', 'perros')}</li>
              {result.clientsMerged > 0 ? (
                <li>
                  {countOf(
                    result.clientsMerged,
                    'cliente existente ampliado',
                    'clientes existentes ampliados',
                  )}
                </li>
              ) : null}
              {result.dogsExisting > 0 ? (
                <li>
                  {countOf(
                    result.dogsExisting,
                    'perro que ya tenías, sin cambios',
                    'perros que ya tenías, sin cambios',
                  )}
                </li>
              ) : null}
              {result.rowsSkipped > 0 ? (
                <li>{countOf(result.rowsSkipped, 'fila omitida', 'filas omitidas')}</li>
              ) : null}
            </ul>
            <div className="flex flex-wrap gap-3">
              <Link to={paths.clients.list.getHref()} className={buttonClass('primary')}>
                Ver clientes
              </Link>
              <Button variant="secondary" onClick={restart}>
                Importar otro archivo
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
