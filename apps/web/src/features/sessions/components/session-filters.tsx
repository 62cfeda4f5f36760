import { X } from 'lucide-react';
import { ratingText } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { ownersOf, useDogOptions } from '../api/get-dog-options';
import { PERIODS } from './period-range';
import type { SessionListValues } from './use-session-list-params';

const RATING_CHOICES = [5, 4, 3, 2, 1];

/** Search plus the dog, owner, rating and period filters of the sessions list. */
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
  const dogOptions = useDogOptions();
  const dogs = dogOptions.data ?? [];
  // With an owner chosen, the dog list narrows to that owner's dogs.
  const shownDogs = values.clientId ? dogs.filter((d) => d.client.id === values.clientId) : dogs;
  const loading = dogOptions.isPending;
  return (
    <section aria-label="Buscar y filtrar sesiones" className="space-y-4">
      <SearchField
        label="Buscar sesiones"
        placeholder="Buscar por perro, dueño o contenido..."
        value={values.search}
        onSearch={(text) => onChange('search', text)}
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label="Perro"
          value={values.dogId}
          disabled={loading}
          onChange={(e) => onChange('dogId', e.target.value)}
        >
          <option value="">{loading ? 'Cargando...' : 'Todos los perros'}</option>
          {shownDogs.map((dog) => (
            <option key={dog.id} value={dog.id}>
              {dog.name} ({dog.breed})
            </option>
          ))}
        </Select>
        <Select
          label="Propietario"
          value={values.clientId}
          disabled={loading}
          onChange={(e) => onChange('clientId', e.target.value)}
        >
          <option value="">{loading ? 'Cargando...' : 'Todos los propietarios'}</option>
          {ownersOf(dogs).map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.name}
            </option>
          ))}
        </Select>
        <Select
          label="Calificación"
          value={values.rating}
          onChange={(e) => onChange('rating', e.target.value)}
        >
          <option value="">Todas las calificaciones</option>
          {RATING_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? 'estrella' : 'estrellas'} · {ratingText(n)}
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
      {dogOptions.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          No se pudo cargar la lista de perros para los filtros.
        </p>
      ) : null}
    </section>
  );
}
