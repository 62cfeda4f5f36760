import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { OwnerAreaSettingsResultSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Issue 45: "Lugar" of a new class or course starts as Ajustes' "Lugar de las sesiones" (GET
 * /api/owner-area/settings, the cache Ajustes fills). `fill` is called once, when it is known;
 * the caller leaves a field the trainer has already typed in alone.
 */
export function useDefaultPlace(fill: (place: string) => void) {
  const settings = useQuery({
    queryKey: queryKeys.ownerAreaSettings,
    queryFn: ({ signal }) =>
      api.get('/owner-area/settings', { schema: OwnerAreaSettingsResultSchema, signal }),
  });
  const place = settings.data?.sessionPlace ?? null;
  const filled = useRef(false);
  useEffect(() => {
    if (!place || filled.current) return;
    filled.current = true;
    fill(place);
  }, [place, fill]);
}
