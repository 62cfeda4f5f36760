import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** Previous / next with the current position; hidden when everything fits on one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  disabled = false,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Paginación" className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPageChange(page - 1)}
        disabled={disabled || page <= 1}
        icon={<ChevronLeft aria-hidden="true" className="size-4" />}
      >
        Anterior
      </Button>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Página {page} de {totalPages}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPageChange(page + 1)}
        disabled={disabled || page >= totalPages}
      >
        Siguiente
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
