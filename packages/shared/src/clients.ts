import { z } from 'zod';
import { PageQuerySchema } from './api.ts';
import { emailField, optionalText, requiredText } from './fields.ts';
import { isValidBookingPhone } from './scheduling-fields.ts';
import { searchField } from './search-field.ts';

/** Issue 14: a client's phones follow the booking rule (SPEC §5), so "abc" is refused. */
const PHONE_MESSAGE = 'El teléfono no es válido';

/** The client form and the create/update body (SPEC §5 Client form); `name` is split on save. */
export const ClientInputSchema = z
  .object({
    name: requiredText('El nombre es requerido', 120),
    email: emailField,
    phone: requiredText('El teléfono es requerido', 30).refine(isValidBookingPhone, PHONE_MESSAGE),
    address: optionalText(300),
    emergencyContact: optionalText(120),
    emergencyPhone: optionalText(30).refine((v) => !v || isValidBookingPhone(v), PHONE_MESSAGE),
    notes: optionalText(2000),
  })
  .refine((v) => !v.emergencyContact || v.emergencyPhone, {
    message: 'El teléfono de emergencia es requerido si se proporciona un contacto de emergencia',
    path: ['emergencyPhone'],
  });
export type ClientInput = z.input<typeof ClientInputSchema>;
export type ClientInputParsed = z.output<typeof ClientInputSchema>;

/** A dog as carried inside a client: enough for the card and the client's dogs card. */
export const ClientDogSchema = z.object({
  id: z.string(),
  name: z.string(),
  breed: z.string(),
  age: z.number().nullable(),
  isActive: z.boolean(),
  photoThumb: z.string().nullable(),
});
export type ClientDog = z.infer<typeof ClientDogSchema>;

/** Who a client is and how to reach them; also what a dog carries of its owner. */
export const ClientContactSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
});

export const ClientSchema = ClientContactSchema.extend({
  emergencyContact: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  dogs: z.array(ClientDogSchema),
  totalSessions: z.number().int(),
  /** ISO timestamp of the most recent session, or null. */
  lastSession: z.string().nullable(),
});
export type Client = z.infer<typeof ClientSchema>;

export const CLIENT_DOG_FILTERS = ['all', 'with', 'without'] as const;
export const CLIENT_SORTS = ['recent', 'oldest', 'name'] as const;
export type ClientDogFilter = (typeof CLIENT_DOG_FILTERS)[number];
export type ClientSort = (typeof CLIENT_SORTS)[number];

/** The clients list: server-side search over name, e-mail and phone, plus the 'Filtros' panel. */
export const ClientListQuerySchema = PageQuerySchema.extend({
  search: searchField,
  dogs: z.enum(CLIENT_DOG_FILTERS).default('all'),
  sort: z.enum(CLIENT_SORTS).default('recent'),
});
export type ClientListQuery = z.input<typeof ClientListQuerySchema>;

/** GET /clients/stats: the list's three stat cards in one call. */
export const ClientStatsSchema = z.object({
  totalClients: z.number().int(),
  totalDogs: z.number().int(),
  totalSessions: z.number().int(),
});
export type ClientStats = z.infer<typeof ClientStatsSchema>;

/** GET /clients/{id}/stats. */
export const ClientDetailStatsSchema = z.object({
  totalDogs: z.number().int(),
  totalSessions: z.number().int(),
  lastSession: z.string().nullable(),
});
export type ClientDetailStats = z.infer<typeof ClientDetailStatsSchema>;
