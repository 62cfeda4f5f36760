import { PawPrint } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** The welcome text of SPEC §2: where things are today, and that more sections will come. */
export function WelcomeCard() {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-600 text-white">
          <PawPrint aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 className="text-base font-semibold text-gray-900 dark:text-gray-50">
            Bienvenido a Adiestra
          </h2>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            Este es tu panel de trabajo: desde el menú llegas a tus clientes, sus perros, las
            sesiones de entrenamiento, las citas y tu disponibilidad. Pronto encontrarás aquí más
            secciones.
          </p>
        </div>
      </div>
    </Card>
  );
}
