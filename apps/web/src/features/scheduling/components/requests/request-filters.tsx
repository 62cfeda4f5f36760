import { REQUEST_STATUSES, REQUEST_STATUS_LABELS } from '@adiestra/shared';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';

/** 'all' in the URL means every status; no value means the default, PENDING (SPEC §9). */
export const ALL_STATUSES = 'all';

export function RequestFilters({
  status,
  search,
  onStatus,
  onSearch,
}: {
  status: string;
  search: string;
  onStatus: (value: string) => void;
  onSearch: (value: string) => void;
}) {
  return (
    <div className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-[12rem_1fr] sm:items-end dark:border-gray-800 dark:bg-gray-900">
      <Select label="Estado" value={status} onChange={(e) => onStatus(e.target.value)}>
        {REQUEST_STATUSES.map((s) => (
          <option key={s} value={s}>
            {REQUEST_STATUS_LABELS[s]}
          </option>
        ))}
        <option value={ALL_STATUSES}>Todas</option>
      </Select>
      <SearchField
        label="Buscar solicitudes"
        placeholder="Buscar por cliente, email o perro"
        value={search}
        onSearch={onSearch}
      />
    </div>
  );
}
