import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import type { ClientDogFilter, ClientSort } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import type { ClientListParams } from '../hooks/use-client-list-params';

const DOG_OPTIONS: Record<ClientDogFilter, string> = {
  all: 'Todos los clientes',
  with: 'Con perros',
  without: 'Sin perros',
};
const SORT_OPTIONS: Record<ClientSort, string> = {
  recent: 'Más recientes primero',
  oldest: 'Más antiguos primero',
  name: 'Nombre (A-Z)',
};

/** Search box plus the 'Filtros' button, which opens real filters (DESIGN §8). */
export function ClientsToolbar({
  params,
  onChange,
}: {
  params: ClientListParams;
  onChange: (changes: Partial<ClientListParams>) => void;
}) {
  const panelId = useId();
  const active = Number(params.dogs !== 'all') + Number(params.sort !== 'recent');
  const [open, setOpen] = useState(active > 0);

  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <SearchField
          label="Buscar clientes"
          placeholder="Buscar por nombre, email o teléfono..."
          value={params.search}
          onSearch={(search) => onChange({ search })}
        />
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          icon={<SlidersHorizontal aria-hidden="true" className="size-4" />}
        >
          Filtros
          {active > 0 ? (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">
              {active}
              <span className="sr-only"> activos</span>
            </span>
          ) : null}
        </Button>
      </div>
      {open ? (
        <Card id={panelId} className="grid gap-4 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <Select
            label="Perros"
            value={params.dogs}
            onChange={(event) => onChange({ dogs: event.target.value as ClientDogFilter })}
          >
            {Object.entries(DOG_OPTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
          <Select
            label="Ordenar por"
            value={params.sort}
            onChange={(event) => onChange({ sort: event.target.value as ClientSort })}
          >
            {Object.entries(SORT_OPTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
          <Button
            variant="ghost"
            disabled={active === 0}
            onClick={() => onChange({ dogs: 'all', sort: 'recent' })}
          >
            Limpiar filtros
          </Button>
        </Card>
      ) : null}
    </div>
  );
}
