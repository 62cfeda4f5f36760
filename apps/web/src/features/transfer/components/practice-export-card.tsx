import { useState } from 'react';
import type { ExportJob } from '@adiestra/shared';
import { Download, FileArchive } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatBytes } from '@/lib/format-bytes';
import { formatDate } from '@/lib/format-date';
import { downloadPracticeExport } from '../api/download-practice-export';
import { useExports } from '../api/get-exports';
import { useStartExport } from '../api/start-export';

const size = (bytes: number | null) => (bytes === null ? '' : formatBytes(bytes));

function JobLine({ job }: { job: ExportJob }) {
  const { toast } = useToast();
  const [downloading, setDownloading] = useState(false);
  if (job.status === 'pending' || job.status === 'running')
    return (
      <div className="space-y-2" role="status">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Preparando la exportación… {job.progress} %
        </p>
        <progress
          className="h-2 w-full accent-brand-600"
          max={100}
          value={job.progress}
          aria-label={`Preparando la exportación: ${String(job.progress)} %`}
        />
      </div>
    );
  if (job.status === 'failed')
    return <Alert variant="error">{job.error ?? 'No se pudo preparar la exportación'}</Alert>;
  async function download() {
    setDownloading(true);
    try {
      await downloadPracticeExport(
        job.id,
        `adiestra-exportacion-${job.createdAt.slice(0, 10)}.zip`,
      );
    } catch (caught) {
      toast({
        variant: 'error',
        title: getErrorMessage(caught, 'No se pudo descargar la exportación'),
      });
    }
    setDownloading(false);
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Lista el {formatDate(job.finishedAt ?? job.createdAt)} · {size(job.sizeBytes)} · disponible
        hasta el {formatDate(job.expiresAt)}
      </p>
      <Button
        size="sm"
        onClick={() => void download()}
        isLoading={downloading}
        icon={<Download aria-hidden="true" className="size-4" />}
      >
        Descargar ZIP
      </Button>
    </div>
  );
}

/** Ajustes → "Exportar todos los datos" (issue 20): built in the background, then downloadable. */
export function PracticeExportCard() {
  const { toast } = useToast();
  const exportsQuery = useExports();
  const start = useStartExport();
  const latest = exportsQuery.data?.exports[0];
  const building = latest?.status === 'pending' || latest?.status === 'running';
  return (
    <Card>
      <CardHeader
        title="Exportar todos los datos"
        description="Un ZIP con todos tus clientes, perros, sesiones, citas, bonos y pagos (JSON y CSV, con las fotos). Se prepara en segundo plano y se guarda 7 días."
        actions={
          <Button
            variant="secondary"
            size="sm"
            disabled={building}
            isLoading={start.isPending}
            icon={<FileArchive aria-hidden="true" className="size-4" />}
            onClick={() =>
              start.mutate(undefined, {
                onError: (caught) =>
                  toast({
                    variant: 'error',
                    title: getErrorMessage(caught, 'No se pudo empezar la exportación'),
                  }),
              })
            }
          >
            Preparar exportación
          </Button>
        }
      />
      <CardContent>
        {exportsQuery.isPending ? <Skeleton className="h-10" /> : null}
        {exportsQuery.isError ? (
          <Alert variant="error">No se pudieron cargar tus exportaciones.</Alert>
        ) : null}
        {exportsQuery.data && !latest ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">Aún no has pedido ninguna.</p>
        ) : null}
        {latest ? <JobLine job={latest} /> : null}
      </CardContent>
    </Card>
  );
}
