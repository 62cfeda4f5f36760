import { CLASS_REQUEST_MESSAGES, type ApproveRequestPayload } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { assertBookable, refusingOverlap, toAppointmentDto } from '../appointments/index.ts';
import { adoptBookingConsents, assertBookingGate } from '../consents/index.ts';
import * as repository from './appointment-requests.repository.ts';
import { underTrainerLock } from '../../lib/trainer-lock.ts';
import { appointmentValues, type RequestActor } from './appointment-requests.service.ts';
import { toRequestDto } from './request-dto.ts';
import { defaultChoice, resolveBookingLinks } from './booking-links.ts';
import { chooseTrainer, insertForChoice } from './trainer-choice.ts';
import { requestRejectedMail, ownerMailSender } from '../../emails/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import { enqueueApprovedMail, type SigningTrainer } from './request-mails.ts';

import type { Tx } from '../../lib/trainer-lock.ts';

/** The caller's PENDING request moved to `status`; 404 when not the caller's, 409 when decided. */
export async function decide(
  tx: Tx,
  businessId: string,
  id: string,
  change: { status: 'APPROVED' | 'REJECTED'; rejectionReason?: string },
) {
  const row = await repository.decidePending(tx, businessId, id, change);
  if (row === 'missing') throw notFound('Solicitud no encontrada');
  if (row === 'decided') throw conflict('Esta solicitud ya fue aprobada o rechazada');
  return row;
}

/** Creates the SCHEDULED appointment and marks the request APPROVED, in one transaction. */
export async function approveRequest(
  db: Db,
  business: SigningTrainer,
  actor: RequestActor,
  id: string,
  input: ApproveRequestPayload,
  context: { appUrl: string; now: Date },
) {
  const when = { date: input.scheduledDate, time: input.scheduledTime };
  const fields = { date: 'scheduledDate', time: 'scheduledTime' };
  return refusingOverlap(
    () =>
      underTrainerLock(db, business.id, async (tx) => {
        const request = await decide(tx, business.id, id, { status: 'APPROVED' });
        // A class request is approved by enrolling its dog (class-requests.service.ts).
        if (request.classId || request.courseId)
          throw conflict(CLASS_REQUEST_MESSAGES.notAppointment);
        // The request's own duration decides the range; refusing rolls the decision back.
        assertBookable({ ...when, duration: request.duration }, business.timeZone, fields);
        // Under the trainer's lock: 20 approvals of one new owner's requests create one client.
        const choice = defaultChoice(request, { clientId: input.clientId, dogId: input.dogId });
        const links = await resolveBookingLinks(tx, business.id, request, choice);
        // Issue 31.6: what the owner accepted while booking is now their client's acceptance.
        await adoptBookingConsents(tx, business.id, request.id, links);
        // Issue 31.4: the request's dog must meet its service's requirements on the day.
        await assertBookingGate(tx, business.id, {
          serviceId: request.serviceId,
          ...links,
          day: input.scheduledDate,
        });
        const linked = await repository.linkRequest(tx, request.id, links);
        // The trainer the owner asked for, else "Cualquiera": the rule assigns one (0139).
        const trainer = linked.trainerId
          ? { trainerId: linked.trainerId }
          : await chooseTrainer(tx, linked.businessId, linked.serviceId, null, actor);
        const { trainerId: _open, ...values } = appointmentValues(
          linked,
          { ...when, notes: input.notes },
          links,
          actor.id,
        );
        const appointment = toAppointmentDto(
          await insertForChoice(
            tx,
            { ...values, createdAt: context.now },
            trainer,
            'scheduledTime',
          ),
        );
        await enqueueApprovedMail(tx, business, appointment, context);
        return { request: toRequestDto(linked), appointment };
      }),
    'scheduledTime',
  );
}

/** Marks the request REJECTED and writes the owner's mail, with the reason, in one transaction. */
export async function rejectRequest(
  db: Db,
  business: SigningTrainer,
  id: string,
  reason: string,
  context: { appUrl: string; now: Date },
) {
  const { appUrl, now } = context;
  return db.transaction(async (tx) => {
    const row = await decide(tx, business.id, id, { status: 'REJECTED', rejectionReason: reason });
    const request = toRequestDto(row);
    const mail = await requestRejectedMail(
      // In a school, the trainer the owner asked for (decision 0147).
      await ownerMailSender(tx, business, appUrl, row),
      request,
      reason,
      appUrl,
    );
    await enqueueMails(tx, [mail], { businessId: business.id, now });
    return request;
  });
}
