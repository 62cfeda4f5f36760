import { ShieldCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { usePublicPrivacy } from '../api/get-public-privacy';

/** The public privacy text of one trainer (issue 20): paragraphs as the trainer wrote them. */
export function PrivacyPage({ trainerId }: { trainerId: string }) {
  const privacy = usePublicPrivacy(trainerId);
  if (privacy.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only">Cargando la información de privacidad…</span>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (privacy.isError) {
    const notFound = isApiError(privacy.error) && privacy.error.status === 404;
    return (
      <Alert variant="error" title={notFound ? 'Página no encontrada' : 'No se pudo cargar'}>
        {notFound
          ? 'Este educador no existe o no está activo.'
          : 'No se pudo cargar la información de privacidad. Inténtalo de nuevo más tarde.'}
      </Alert>
    );
  }
  const { trainerName, body, version, createdAt } = privacy.data;
  return (
    <article>
      <p className="flex items-center gap-2 text-sm font-medium text-brand-700 dark:text-brand-300">
        <ShieldCheck aria-hidden="true" className="size-5" />
        {trainerName}
      </p>
      <div className="mt-4 space-y-3 text-sm leading-6 text-gray-800 dark:text-gray-200">
        {body
          .split(/\n{2,}/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean)
          .map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
      </div>
      <p className="mt-6 text-xs text-gray-600 dark:text-gray-400">
        Versión {version}, del {formatDate(createdAt)}.
      </p>
    </article>
  );
}
