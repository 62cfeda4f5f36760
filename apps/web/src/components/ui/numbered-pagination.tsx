import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageItems } from '@/lib/page-items';
import { Button } from './button';
import { countOf } from '@/lib/plural';

const numberFormat = new Intl.NumberFormat('es-ES');

/**
 * 'Mostrando a – b de n resultados', then Anterior, the page numbers with ellipses and
 * Siguiente. On a phone the arrows keep their names for screen readers only.
 */
export function NumberedPagination({
  page,
  totalPages,
  total,
  limit,
  onPageChange,
  disabled = false,
}: {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}) {
  if (total === 0) return null;
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
        Mostrando {numberFormat.format(from)} a {numberFormat.format(to)} de{' '}
        {countOf(total, 'resultado', 'resultados')}
      </p>
      {totalPages > 1 ? (
        <nav aria-label="Paginación">
          <ul className="flex flex-wrap items-center justify-center gap-1">
            <li>
              <Button
                variant="secondary"
                size="sm"
                className="h-9"
                onClick={() => onPageChange(page - 1)}
                disabled={disabled || page <= 1}
                icon={<ChevronLeft aria-hidden="true" className="size-4" />}
              >
                <span className="sr-only sm:not-sr-only">Anterior</span>
              </Button>
            </li>
            {pageItems(page, totalPages).map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <Button
                    variant={item === page ? 'primary' : 'ghost'}
                    size="sm"
                    className={clsx(
                      'h-9 min-w-9 tabular-nums',
                      item === page && 'pointer-events-none',
                    )}
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={`Página ${item}`}
                    onClick={() => onPageChange(item)}
                    disabled={disabled && item !== page}
                  >
                    {item}
                  </Button>
                </li>
              ) : (
                <li
                  key={item}
                  aria-hidden="true"
                  className="grid h-9 min-w-6 place-items-center text-gray-500 dark:text-gray-400"
                >
                  …
                </li>
              ),
            )}
            <li>
              <Button
                variant="secondary"
                size="sm"
                className="h-9"
                onClick={() => onPageChange(page + 1)}
                disabled={disabled || page >= totalPages}
              >
                <span className="sr-only sm:not-sr-only">Siguiente</span>
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
