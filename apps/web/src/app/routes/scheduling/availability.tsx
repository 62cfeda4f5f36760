import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import type { FormTarget } from '@/features/scheduling/components/availability/availability-form-dialog';
import { AvailabilityPanel } from '@/features/scheduling/components/availability/availability-panel';
import { ExceptionsCard } from '@/features/scheduling/components/weekly-hours/exceptions-card';
import { OutsideHoursCard } from '@/features/scheduling/components/weekly-hours/outside-hours-card';
import { WeeklyHoursEditor } from '@/features/scheduling/components/weekly-hours/weekly-hours-editor';

export default function AvailabilityRoute() {
  const [target, setTarget] = useState<FormTarget>(null);
  return (
    <>
      <title>Disponibilidad · Adiestra</title>
      <PageHeader
        title="Disponibilidad"
        description="Tu horario semanal, sus excepciones y los horarios puntuales: tu página de reservas ofrece estas horas."
        actions={
          <Button
            data-track="horario-nuevo"
            onClick={() => setTarget('new')}
            icon={<CalendarPlus aria-hidden="true" className="size-4" />}
          >
            Nuevo horario
          </Button>
        }
      />
      <div className="space-y-6">
        <OutsideHoursCard />
        <WeeklyHoursEditor />
        <ExceptionsCard />
        <section aria-labelledby="one-off-slots" className="space-y-4">
          <h2
            id="one-off-slots"
            className="text-base font-semibold text-gray-900 dark:text-gray-50"
          >
            Horarios puntuales
          </h2>
          <AvailabilityPanel target={target} onTarget={setTarget} />
        </section>
      </div>
    </>
  );
}
