import { Card } from '@/components/ui/card';
import { OwnerCombobox } from '@/components/entity-selectors';
import { Checkbox } from '@/components/ui/checkbox';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { useDogBreeds } from '../api/get-dog-breeds';
import type { DogListParams } from '../hooks/use-dog-list-params';

/** Search (name, breed, owner), owner and breed filters, and the active-only checkbox. */
export function DogsToolbar({
  params,
  onChange,
}: {
  params: DogListParams;
  onChange: (changes: Partial<DogListParams>) => void;
}) {
  const breeds = useDogBreeds();
  const breedOptions = breeds.data ?? [];
  // A breed from the URL stays selectable while the list loads or after its last dog changed.
  const breedList =
    params.breed && !breedOptions.includes(params.breed)
      ? [params.breed, ...breedOptions]
      : breedOptions;

  return (
    <Card className="space-y-4 p-4">
      <SearchField
        label="Buscar perros"
        placeholder="Buscar por nombre, raza o propietario..."
        value={params.search}
        onSearch={(search) => onChange({ search })}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto] lg:items-end">
        <OwnerCombobox
          label="Propietario"
          emptyLabel="Todos los propietarios"
          value={params.clientId}
          onChange={(clientId) => onChange({ clientId })}
        />
        <Select
          label="Raza"
          value={params.breed}
          onChange={(event) => onChange({ breed: event.target.value })}
        >
          <option value="">Todas las razas</option>
          {breedList.map((breed) => (
            <option key={breed} value={breed}>
              {breed}
            </option>
          ))}
        </Select>
        <Checkbox
          label="Mostrar solo perros activos"
          checked={params.activeOnly}
          onChange={(event) => onChange({ activeOnly: event.target.checked })}
          className="lg:pb-2.5"
        />
      </div>
    </Card>
  );
}
