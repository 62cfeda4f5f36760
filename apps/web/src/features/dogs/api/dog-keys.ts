/** The dogs list's server-side filters (SPEC §2 Dogs list). */
export interface DogFilters {
  search?: string | undefined;
  clientId?: string | undefined;
  breed?: string | undefined;
  /** true: only active dogs; undefined: all. */
  active?: boolean | undefined;
}
