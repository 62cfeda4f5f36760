import type { AppointmentUpdatePayload } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import type { MailTrainer } from '../../emails/index.ts';
import { closeOpenChanges, issueBookingLink, sessionPlaceOf } from '../owners/index.ts';
import { updateAppointment } from './appointments.service.ts';

/**
 * The trainer's editor and calendar drag (PUT /api/appointments/:id): `updateAppointment` with
 * the owners' area's part of a change wired in — the fresh booking link and the session place of
 * the owner's notice, the closing of open change requests. The owners module calls this module
 * (its cancels and moves go through the commands), so appointments.service.ts cannot import it;
 * only the route imports this file, and no import cycle closes.
 */
export const editAppointment = (
  db: Db,
  business: { id: string; timeZone: string } & MailTrainer,
  id: string,
  input: AppointmentUpdatePayload,
  context: { now: Date; appUrl: string },
) =>
  updateAppointment(db, business, id, input, {
    ...context,
    ownerArea: { issueBookingLink, sessionPlaceOf, closeOpenChanges },
  });
