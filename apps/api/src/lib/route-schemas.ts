import { PaginationSchema, successSchema } from '@adiestra/shared';
import { z } from 'zod';

/** What every signed-in route's OpenAPI schema shares: its tag and the bearer scheme. */
export const signedInSchema = (tag: string) => ({ tags: [tag], security: [{ bearer: [] }] });

/** The answer of a paginated list: `{ success, data: { <key>: item[], pagination } }`. */
export function pageOf<K extends string, T extends z.ZodType>(key: K, item: T) {
  const shape = { [key]: z.array(item), pagination: PaginationSchema } as {
    [P in K]: z.ZodArray<T>;
  } & { pagination: typeof PaginationSchema };
  return successSchema(z.object(shape));
}

/** The success envelope around `data`. */
export const ok = <T>(data: T) => ({ success: true as const, data });

/** The options of a paginated list route: `base` (signedInSchema), its query, the page answer. */
export function listRouteOptions<
  B extends object,
  Q extends z.ZodType,
  K extends string,
  T extends z.ZodType,
>(base: B, querystring: Q, key: K, item: T) {
  return { schema: { ...base, querystring, response: { 200: pageOf(key, item) } } };
}
