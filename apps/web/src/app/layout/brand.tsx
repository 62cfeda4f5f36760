import { PawPrint } from 'lucide-react';

/** Product mark + name. */
export function Brand() {
  return (
    <span className="flex items-center gap-2 text-lg font-semibold tracking-tight text-gray-900 dark:text-gray-50">
      <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
        <PawPrint aria-hidden="true" className="size-5" />
      </span>
      Adiestra
    </span>
  );
}
