import { useQuery } from '@tanstack/react-query';
import { optionsQueryOptions } from '@/lib/options-queries';

/**
 * The first clients of the owner selector (GET /api/clients/options, the selector's own query):
 * the new-dog screen reads it to tell "no clients yet" apart before showing the form.
 */
export function useOwnerOptions() {
  return useQuery(optionsQueryOptions('clients', { search: '' }));
}
