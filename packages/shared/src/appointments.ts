import { z } from 'zod';
import { PageQuerySchema } from './api.ts';
import { optionalText } from './fields.ts';
import { optionalDateFilter } from './scheduling-fields.ts';
import { APPOINTMENT_STATUSES, SERVICE_TYPES } from './scheduling.ts';

export const AppointmentSchema = z.object({
  id: z.string(),
  requestId: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string(),
  dogName: z.string(),
  dogBreed: z.string().nullable(),
  dogAge: z.number().nullable(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  duration: z.number(),
  serviceType: z.enum(SERVICE_TYPES),
  status: z.enum(APPOINTMENT_STATUSES),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

/** `status` absent means every status; `date` is one day. */
export const AppointmentListQuerySchema = PageQuerySchema.extend({
  status: z.enum(APPOINTMENT_STATUSES).optional(),
  date: optionalDateFilter,
});
export type AppointmentListQuery = z.input<typeof AppointmentListQuerySchema>;

/** PUT /appointments/{id}: the quick actions send a status, the edit modal a status and notes. */
export const AppointmentUpdateSchema = z
  .object({
    status: z.enum(APPOINTMENT_STATUSES, { error: 'Estado no válido' }).optional(),
    notes: optionalText(2000).optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, {
    message: 'Nada que actualizar',
    path: ['status'],
  });
export type AppointmentUpdateInput = z.input<typeof AppointmentUpdateSchema>;
export type AppointmentUpdatePayload = z.output<typeof AppointmentUpdateSchema>;

export const AppointmentStatsQuerySchema = z.object({
  startDate: optionalDateFilter,
  endDate: optionalDateFilter,
});
export type AppointmentStatsQuery = z.input<typeof AppointmentStatsQuerySchema>;

export const AppointmentStatsSchema = z.object({
  totalAppointments: z.number().int(),
  scheduledAppointments: z.number().int(),
  completedAppointments: z.number().int(),
  cancelledAppointments: z.number().int(),
  pendingRequests: z.number().int(),
});
export type AppointmentStats = z.infer<typeof AppointmentStatsSchema>;
