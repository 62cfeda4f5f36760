import { z } from './z.ts';
import { searchField } from './search-field.ts';

/** How many options a selector asks for when it does not say (and the most it may ask for). */
export const DEFAULT_OPTIONS_LIMIT = 20;
export const MAX_OPTIONS_LIMIT = 50;

/** One choice of a selector: just what it shows, never the whole record. */
export const OptionSchema = z.object({ id: z.string(), label: z.string() });
export type Option = z.infer<typeof OptionSchema>;

export const OptionsSchema = z.object({ options: z.array(OptionSchema) });
export type Options = z.infer<typeof OptionsSchema>;

/**
 * GET /clients/options: the trainer's clients whose name contains `search`, by name. `id` asks
 * for that one record only (a selector showing the label of a value it already holds).
 */
export const ClientOptionsQuerySchema = z.object({
  search: searchField,
  id: z.uuid({ message: 'Identificador no válido' }).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_OPTIONS_LIMIT).default(DEFAULT_OPTIONS_LIMIT),
});
export type ClientOptionsQuery = z.input<typeof ClientOptionsQuerySchema>;
export type OptionsFilter = z.output<typeof ClientOptionsQuerySchema>;

/** GET /dogs/options: the same for dogs (name or owner's name), optionally of one client. */
export const DogOptionsQuerySchema = ClientOptionsQuerySchema.extend({
  clientId: z.uuid({ message: 'Identificador no válido' }).optional(),
});
export type DogOptionsQuery = z.input<typeof DogOptionsQuerySchema>;
export type DogOptionsFilter = z.output<typeof DogOptionsQuerySchema>;
