import { Spinner } from '@/components/ui/spinner';

/** Shown while the stored session is checked and while the first page's code loads. */
export function FullScreenLoader() {
  return (
    <div role="status" className="grid min-h-dvh place-items-center bg-gray-50 dark:bg-gray-950">
      <div className="flex flex-col items-center gap-3 text-gray-600 dark:text-gray-400">
        <Spinner className="size-8 text-brand-600 dark:text-brand-400" />
        <span className="text-sm">Cargando…</span>
      </div>
    </div>
  );
}
