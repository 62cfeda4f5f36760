import { useId, useState } from 'react';
import clsx from 'clsx';
import { SlidersHorizontal, X } from 'lucide-react';
import { ratingText } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
// With an owner chosen, the dog selector offers that owner's dogs only (clientId).
import { DogCombobox, OwnerCombobox } from '@/components/entity-selectors';
import { PERIODS } from './period-range';
import type { SessionListValues } from './use-session-list-params';
import { countOf } from '@/lib/plural';

const RATING_CHOICES = [5, 4, 3, 2, 1];

/**
 * Search plus the dog, owner, rating and period filters of the sessions list. On phones the four
 * filters fold behind 'Filtros' (with how many are on), so the first card shows on the first
 * screen; from `sm` up they are always open.
 */
export function SessionFilters({
  values,
  hasFilters,
  onChange,
  onClear,
}: {
  values: SessionListValues;
  hasFilters: boolean;
  onChange: (key: keyof SessionListValues, value: string) => void;
  onClear: () => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = [values.dogId, values.clientId, values.rating, values.period].filter(
    (v) => v !== '',
  ).length;
  return (
    <section aria-label="Buscar y filtrar sesiones" className="space-y-4">
      <SearchField
        label="Buscar sesiones"
        placeholder="Buscar por perro, dueño o contenido..."
        value={values.search}
        onSearch={(text) => onChange('search', text)}
      />
      <Button
        variant="secondary"
        size="sm"
        className="sm:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        icon={<SlidersHorizontal aria-hidden="true" className="size-4" />}
      >
        {active > 0 ? `Filtros (${active})` : 'Filtros'}
      </Button>
      <div
        id={panelId}
        className={clsx('gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-4', open ? 'grid' : 'hidden')}
      >
        <DogCombobox
          label="Perro"
          emptyLabel="Todos los perros"
          value={values.dogId}
          clientId={values.clientId || undefined}
          onChange={(dogId) => onChange('dogId', dogId)}
        />
        <OwnerCombobox
          label="Propietario"
          emptyLabel="Todos los propietarios"
          value={values.clientId}
          onChange={(clientId) => onChange('clientId', clientId)}
        />
        <Select
          label="Calificación"
          value={values.rating}
          onChange={(e) => onChange('rating', e.target.value)}
        >
          <option value="">Todas las calificaciones</option>
          {RATING_CHOICES.map((n) => (
            <option key={n} value={n}>
              {countOf(n, 'estrella', 'estrellas')} · {ratingText(n)}
            </option>
          ))}
        </Select>
        <Select
          label="Período"
          value={values.period}
          onChange={(e) => onChange('period', e.target.value)}
        >
          {PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </Select>
      </div>
      {hasFilters ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={onClear}
          icon={<X aria-hidden="true" className="size-4" />}
        >
          Limpiar filtros
        </Button>
      ) : null}
    </section>
  );
}
