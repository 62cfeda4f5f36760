import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addMonths } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

const shift = (month: string, by: number) => addMonths(`${month}-01`, by).slice(0, 7);

/** The month shown (`YYYY-MM`), with previous / next month buttons. */
export function MonthFilter({
  month,
  onChange,
}: {
  month: string;
  onChange: (month: string) => void;
}) {
  return (
    <div className="flex items-end gap-2 rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <Button
        variant="secondary"
        size="icon"
        aria-label="Mes anterior"
        onClick={() => onChange(shift(month, -1))}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </Button>
      <div className="min-w-0 flex-1 sm:max-w-xs">
        <Input
          label="Mes"
          type="month"
          value={month}
          onChange={(e) => {
            if (/^\d{4}-\d{2}$/.test(e.target.value)) onChange(e.target.value);
          }}
        />
      </div>
      <Button
        variant="secondary"
        size="icon"
        aria-label="Mes siguiente"
        onClick={() => onChange(shift(month, 1))}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
