import { useQuery } from '@tanstack/react-query';
import { optionsQueryOptions } from '@/lib/options-queries';

/**
 * The first dogs of the dog selector (GET /api/dogs/options, the selector's own query): the
 * session form reads it to say "no dogs yet".
 */
export function useDogOptions() {
  return useQuery(optionsQueryOptions('dogs', { search: '' }));
}

/** One dog's option by id: empty when the id is not one of the trainer's dogs. */
export function useDogOption(id: string) {
  return useQuery({ ...optionsQueryOptions('dogs', { id }), enabled: id !== '' });
}
