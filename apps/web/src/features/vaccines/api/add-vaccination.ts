import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VaccinationSchema, type VaccinationInputParsed } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/vaccines/dog/{dogId}: a dose; without an expiry the server applies the default. */
export function addVaccination(dogId: string, input: VaccinationInputParsed) {
  return api.post(`/vaccines/dog/${encodeURIComponent(dogId)}`, input, {
    schema: VaccinationSchema,
  });
}

export function useAddVaccination(dogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VaccinationInputParsed) => addVaccination(dogId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vaccines.all }),
  });
}
