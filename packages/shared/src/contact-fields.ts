import { z } from './z.ts';

/**
 * Issue 39 (decision 0142): a client's ways of being reached — e-mail, phone, address, emergency
 * contact — leave the server only for a member allowed to see them (`seeContacts`). Each answer
 * schema marks those fields with `contactField`, and the API's one serialization hook walks the
 * route's answer schema with `withoutContacts`, so no route strips them by hand and a new answer
 * is covered by declaring its fields. A test walks every route's answer and fails on a field that
 * looks like a contact and is not marked.
 */
const contactRegistry = z.registry<{ contact: true }>();

/** Marks a field of an answer as a client's contact: null when the caller may not see it. */
export function contactField<T extends z.ZodType>(schema: T) {
  const field = schema.nullable();
  contactRegistry.add(field, { contact: true });
  return field;
}

export const isContactField = (schema: z.ZodType) => contactRegistry.has(schema);

/** What the screens show where a contact is hidden, and the label a screen reader reads. */
export const HIDDEN_CONTACT_TEXT = 'Oculto';
export const HIDDEN_CONTACT_LABEL = 'Oculto: tu cuenta no tiene permiso para ver los contactos';

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas a value of `schema` may be shaped by, through wrappers and unions. */
function* shapesOf(schema: z.ZodType): Generator<z.ZodType> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      yield* shapesOf(def.innerType as z.ZodType);
      return;
    case 'pipe':
      yield* shapesOf(def.in as z.ZodType);
      return;
    case 'lazy':
      yield* shapesOf((def.getter as () => z.ZodType)());
      return;
    case 'union':
      for (const option of def.options as z.ZodType[]) yield* shapesOf(option);
      return;
    case 'intersection':
      yield* shapesOf(def.left as z.ZodType);
      yield* shapesOf(def.right as z.ZodType);
      return;
    default:
      yield schema;
  }
}

/**
 * `value` as `schema` describes it with every contact field set to null: a copy, the value itself
 * untouched. A value outside the schema's shape is left as it is (the serializer refuses it).
 */
export function withoutContacts(schema: z.ZodType, value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  let result = value;
  for (const shape of shapesOf(schema)) {
    const def = defOf(shape);
    if (def.type === 'array' && Array.isArray(result)) {
      const element = def.element as z.ZodType;
      result = result.map((item: unknown) => withoutContacts(element, item));
    } else if (def.type === 'record' && !Array.isArray(result)) {
      const entries = Object.entries(result as Record<string, unknown>);
      const item = def.valueType as z.ZodType;
      result = Object.fromEntries(entries.map(([k, v]) => [k, withoutContacts(item, v)]));
    } else if (def.type === 'object' && !Array.isArray(result)) {
      const shapeOf = def.shape as Record<string, z.ZodType>;
      const copy: Record<string, unknown> = { ...(result as Record<string, unknown>) };
      for (const [key, field] of Object.entries(shapeOf)) {
        if (!(key in copy)) continue;
        copy[key] = contactRegistry.has(field) ? null : withoutContacts(field, copy[key]);
      }
      result = copy;
    }
  }
  return result;
}

/** Every field of `schema`, with its path and whether it is marked a contact: for the coverage test. */
export function* fieldsOf(
  schema: z.ZodType,
  path = '',
  seen = new Set<z.ZodType>(),
): Generator<{ path: string; key: string; contact: boolean }> {
  if (seen.has(schema)) return;
  seen.add(schema);
  for (const shape of shapesOf(schema)) {
    const def = defOf(shape);
    if (def.type === 'array') yield* fieldsOf(def.element as z.ZodType, `${path}[]`, seen);
    else if (def.type === 'record') yield* fieldsOf(def.valueType as z.ZodType, `${path}{}`, seen);
    else if (def.type === 'object') {
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const contact = contactRegistry.has(field);
        yield { path: `${path}.${key}`, key, contact };
        if (!contact) yield* fieldsOf(field, `${path}.${key}`, seen);
      }
    }
  }
}
