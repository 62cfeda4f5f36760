import { useState } from 'react';
import { Link } from 'react-router';
import { DOG_DOCUMENT_LABELS, type TrainerDogDocument } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { linkClass } from '@/components/ui/link-class';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBytes } from '@/lib/format-bytes';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { usePendingDocuments } from '../api/get-pending-documents';
import { ReviewDocumentDialog } from './review-document-dialog';

/** Dashboard (issue 31.3): what owners uploaded in Mi área, to review. */
export function PendingDocumentsCard() {
  const pending = usePendingDocuments();
  const documents = pending.data?.documents;
  const usage = pending.data?.usage;
  const [reviewing, setReviewing] = useState<TrainerDogDocument | null>(null);
  return (
    <Card>
      <CardHeader
        title="Documentos por revisar"
        description="Cartillas y seguros que los propietarios han enviado desde Mi área."
      />
      <CardContent>
        {pending.isPending ? (
          <div aria-busy="true">
            <span className="sr-only">Cargando documentos…</span>
            <Skeleton className="h-16 w-full" />
          </div>
        ) : null}
        {pending.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Error al cargar los documentos
          </p>
        ) : null}
        {documents?.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">No hay documentos pendientes.</p>
        ) : null}
        {documents?.length ? (
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">
            {documents.map((doc) => (
              <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-sm">
                  <Link to={paths.dogs.detail.getHref(doc.dogId)} className={linkClass}>
                    {doc.dogName}
                  </Link>
                  <span className="text-gray-700 dark:text-gray-300">
                    {' · '}
                    {DOG_DOCUMENT_LABELS[doc.kind]} · {doc.clientName} ·{' '}
                    {formatDate(doc.uploadedAt)}
                  </span>
                </span>
                <Button size="sm" variant="secondary" onClick={() => setReviewing(doc)}>
                  Revisar
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {usage ? (
          <p className="mt-3 text-xs text-gray-600 dark:text-gray-400">
            Espacio usado por los documentos: {formatBytes(usage.bytes)} de{' '}
            {formatBytes(usage.maxBytes)} · {usage.count.toLocaleString('es-ES')} de{' '}
            {usage.maxCount.toLocaleString('es-ES')} archivos
          </p>
        ) : null}
      </CardContent>
      {reviewing ? (
        <ReviewDocumentDialog document={reviewing} onClose={() => setReviewing(null)} />
      ) : null}
    </Card>
  );
}
