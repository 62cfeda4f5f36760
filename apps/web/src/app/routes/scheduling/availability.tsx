import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import type { FormTarget } from '@/features/scheduling/components/availability/availability-form-dialog';
import { AvailabilityPanel } from '@/features/scheduling/components/availability/availability-panel';

export default function AvailabilityRoute() {
  const [target, setTarget] = useState<FormTarget>(null);
  return (
    <>
      <title>Disponibilidad · Adiestra</title>
      <PageHeader
        title="Disponibilidad"
        description="Los horarios en los que aceptas citas; tu página de reservas ofrece estas horas."
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
      <AvailabilityPanel target={target} onTarget={setTarget} />
    </>
  );
}
