import {
  BONO_LIABILITY_HORIZONS,
  BONO_MESSAGES,
  addDays,
  bonoExpiresOn,
  bonoValueLeftCents,
  type BonoLiability,
  bonoWarnings,
  paymentState,
  type Bono,
  type BonoChange,
  type BonoDetail,
  type BonoMovement,
  type BonoTemplate,
  type BonoTemplatePayload,
  type OwnerBono,
  type VisitBono,
  type SellBonoPayload,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { findClientRow } from '../clients/index.ts';
import { findOwnService } from '../services/index.ts';
import * as repository from './bonos.repository.ts';
import type { BonoRow, MovementRow } from './bonos.repository.ts';

const CHECK_VIOLATION = '23514';
const templateNotFound = () => notFound(BONO_MESSAGES.templateNotFound);
const bonoNotFound = () => notFound(BONO_MESSAGES.notFound);

// ---- templates -------------------------------------------------------------------------------

export async function listTemplates(db: Db, businessId: string): Promise<BonoTemplate[]> {
  return repository.selectTemplates(db, businessId);
}

async function getTemplate(db: Db, businessId: string, id: string): Promise<BonoTemplate> {
  const [row] = await repository.selectTemplates(db, businessId, id);
  if (!row) throw templateNotFound();
  return row;
}

/** The service must be the caller's: another trainer's id is a 400 on the field, as a typo is. */
async function assertOwnServiceField(db: Db, businessId: string, serviceId: string) {
  await findOwnService(db, businessId, serviceId).catch(() => {
    throw invalid('serviceId', 'Selecciona un servicio');
  });
}

export async function createTemplate(db: Db, businessId: string, input: BonoTemplatePayload) {
  await assertOwnServiceField(db, businessId, input.serviceId);
  return getTemplate(db, businessId, await repository.insertTemplate(db, businessId, input));
}

export async function updateTemplate(
  db: Db,
  businessId: string,
  id: string,
  input: BonoTemplatePayload,
) {
  await assertOwnServiceField(db, businessId, input.serviceId);
  if (!(await repository.updateOwnTemplate(db, businessId, id, input))) throw templateNotFound();
  return getTemplate(db, businessId, id);
}

/** Sold bonos keep their template: such a template cannot go. */
export async function deleteTemplate(db: Db, businessId: string, id: string) {
  try {
    if (!(await repository.deleteOwnTemplate(db, businessId, id))) throw templateNotFound();
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw conflict(BONO_MESSAGES.templateInUse);
    throw error;
  }
}

// ---- bonos -----------------------------------------------------------------------------------

function toBonoDto(row: BonoRow, today: string): Bono {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: `${row.clientFirstName} ${row.clientLastName}`.trim(),
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    sessionsTotal: row.sessionsTotal,
    sessionsRemaining: row.sessionsRemaining,
    priceCents: row.priceCents,
    paidCents: row.paidCents,
    paymentState: paymentState(row.priceCents, row.paidCents),
    soldOn: row.soldOn,
    expiresOn: row.expiresOn,
    expired: row.expiresOn < today,
    warnings: bonoWarnings(row, today),
    createdAt: row.createdAt.toISOString(),
  };
}

function toMovementDto(row: MovementRow, undone: boolean): BonoMovement {
  return {
    id: row.id,
    bonoId: row.bonoId,
    delta: row.delta,
    source: row.source,
    reason: row.reason,
    sessionId: row.sessionId,
    appointmentId: row.appointmentId,
    reversesId: row.reversesId,
    undone,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBonos(
  db: Db,
  businessId: string,
  filters: { clientId?: string; active: boolean },
  today: string,
) {
  const rows = await repository.selectBonos(db, businessId, {
    clientId: filters.clientId,
    usableOn: filters.active ? today : undefined,
  });
  return rows.map((row) => toBonoDto(row, today));
}

export async function getBono(db: Db | Tx, businessId: string, id: string, today: string) {
  const [row] = await repository.selectBonos(db, businessId, { id });
  if (!row) throw bonoNotFound();
  return toBonoDto(row, today);
}

/**
 * What the sessions sold and not given yet are worth on `today` (a liability to the clients until
 * given or expired): every bono still usable, each at its price ÷ its sessions × the sessions
 * left, and the part of it whose bonos expire within 30, 60 and 90 days.
 */
export async function bonoLiability(
  db: Db | Tx,
  businessId: string,
  today: string,
): Promise<BonoLiability> {
  const rows = await repository.selectBonos(db, businessId, { usableOn: today });
  const valued = rows.map((row) => ({
    expiresOn: row.expiresOn,
    left: row.sessionsRemaining,
    cents: bonoValueLeftCents(row),
  }));
  const total = (list: typeof valued) => ({
    sessionsLeft: list.reduce((s, b) => s + b.left, 0),
    valueCents: list.reduce((s, b) => s + b.cents, 0),
  });
  return {
    on: today,
    bonos: valued.length,
    ...total(valued),
    expiring: BONO_LIABILITY_HORIZONS.map((days) => {
      const until = addDays(today, days);
      return { days, until, ...total(valued.filter((b) => b.expiresOn <= until)) };
    }),
  };
}

export async function getBonoDetail(
  db: Db,
  businessId: string,
  id: string,
  today: string,
): Promise<BonoDetail> {
  const bono = await getBono(db, businessId, id, today);
  const movements = await repository.selectMovements(db, businessId, id);
  return { ...bono, movements: movements.map((m) => toMovementDto(m.movement, m.undone)) };
}

/** A bono sold to the caller's client on a template's terms (the price may be changed). */
export async function sellBono(db: Db, businessId: string, input: SellBonoPayload, today: string) {
  const [template] = await repository.selectTemplates(db, businessId, input.templateId);
  if (!template) throw invalid('templateId', BONO_MESSAGES.templateRequired);
  await findClientRow(db, businessId, input.clientId).catch(() => {
    throw invalid('clientId', BONO_MESSAGES.clientRequired);
  });
  const id = await repository.insertBono(db, {
    businessId,
    clientId: input.clientId,
    serviceId: template.serviceId,
    templateId: template.id,
    sessionsTotal: template.sessions,
    sessionsRemaining: template.sessions,
    priceCents: input.priceCents ?? template.priceCents,
    soldOn: input.soldOn,
    expiresOn: bonoExpiresOn(input.soldOn, template.validityDays),
  });
  return getBono(db, businessId, id, today);
}

/** Why a unit could not move, read after the fact (the write itself decides, atomically). */
async function refusal(
  db: Db | Tx,
  businessId: string,
  bonoId: string,
  today: string,
  use: boolean,
) {
  const bono = await getBono(db, businessId, bonoId, today);
  if (!use) return conflict(BONO_MESSAGES.full);
  return conflict(bono.expired ? BONO_MESSAGES.expired : BONO_MESSAGES.empty);
}

async function change(
  db: Db,
  businessId: string,
  movement: MovementRow,
  today: string,
): Promise<BonoChange> {
  return {
    bono: await getBono(db, businessId, movement.bonoId, today),
    movement: toMovementDto(movement, false),
  };
}

/** One unit used by hand, with the trainer's reason. */
export async function useByHand(
  db: Db,
  businessId: string,
  bonoId: string,
  reason: string,
  today: string,
) {
  const moved = await repository.moveUnit(db, businessId, bonoId, -1, today, {
    source: 'manual',
    reason,
  });
  if (!moved) throw await refusal(db, businessId, bonoId, today, true);
  return change(db, businessId, moved, today);
}

/** One unit given back by hand, with the trainer's reason; never above the bono's total. */
export async function returnByHand(
  db: Db,
  businessId: string,
  bonoId: string,
  reason: string,
  today: string,
) {
  const moved = await repository.moveUnit(db, businessId, bonoId, 1, null, {
    source: 'manual',
    reason,
  });
  if (!moved) throw await refusal(db, businessId, bonoId, today, false);
  return change(db, businessId, moved, today);
}

/**
 * Undoes one use (by hand or automatic): exactly one unit back, once. A second undo of the same
 * use meets the unique `reverses_id` and changes nothing.
 */
export async function undoUse(db: Db, businessId: string, movementId: string, today: string) {
  const use = await repository.selectMovement(db, businessId, movementId);
  if (!use) throw notFound(BONO_MESSAGES.movementNotFound);
  if (use.delta !== -1) throw conflict(BONO_MESSAGES.notUndoable);
  try {
    const moved = await repository.moveUnit(db, businessId, use.bonoId, 1, null, {
      source: 'undo',
      reversesId: use.id,
      reason: 'Deshecho',
    });
    if (!moved) throw await refusal(db, businessId, use.bonoId, today, false);
    return await change(db, businessId, moved, today);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(BONO_MESSAGES.alreadyUndone);
    if (sqlState(error) === CHECK_VIOLATION) throw conflict(BONO_MESSAGES.full);
    throw error;
  }
}

/** What an automatic use reports back to the screen that caused it (for its "Deshacer"). */
export interface AutomaticUse {
  movementId: string;
  bonoId: string;
  sessionsRemaining: number;
}

async function useFirstUsable(
  tx: Db | Tx,
  businessId: string,
  candidates: string[],
  on: string,
  fields: Parameters<typeof repository.moveUnit>[5],
): Promise<AutomaticUse | null> {
  // Another writer may take the last unit of the first candidate meanwhile: try the next one.
  for (const bonoId of candidates) {
    const moved = await repository
      .moveUnit(tx, businessId, bonoId, -1, on, fields)
      .catch((error: unknown) => {
        // The callers look first, under the trainer's lock; the database key is the last guard.
        if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(BONO_MESSAGES.appointmentUsed);
        throw error;
      });
    if (moved) {
      const bono = await getBono(tx, businessId, bonoId, on);
      return { movementId: moved.id, bonoId, sessionsRemaining: bono.sessionsRemaining };
    }
  }
  return null;
}

/**
 * A recorded training session of a dog whose client holds a bono for the session's service,
 * valid on the session's day: one unit used, in the caller's transaction. Null when none applies.
 * A session recorded for an appointment ('Registrar sesión') is that visit: it uses nothing when
 * the appointment already used a unit, and its use counts as the appointment's otherwise.
 */
export async function useBonoForSession(
  tx: Db | Tx,
  visit: {
    businessId: string;
    dogId: string;
    serviceId: string;
    sessionId: string;
    appointmentId?: string | undefined;
    on: string;
  },
): Promise<AutomaticUse | null> {
  const { appointmentId } = visit;
  if (
    appointmentId &&
    (await repository.selectUseOfAppointment(tx, visit.businessId, appointmentId))
  )
    return null;
  const candidates = await repository.selectUsableBonoIds(
    tx,
    visit.businessId,
    { dogId: visit.dogId },
    visit.serviceId,
    visit.on,
  );
  return useFirstUsable(tx, visit.businessId, candidates, visit.on, {
    source: 'session',
    sessionId: visit.sessionId,
    appointmentId: appointmentId ?? null,
  });
}

/**
 * A COMPLETED appointment of a client who holds a bono for its service, valid on the
 * appointment's date (`on`): one unit used, in the caller's transaction, once per appointment
 * ever (completing it again, or after an undo, does nothing: a unit is then used by hand; the
 * database refuses a second use). Null when none applies. The appointments service calls it when
 * an appointment with a client and a service becomes COMPLETED.
 */
export async function useBonoForAppointment(
  tx: Db | Tx,
  visit: {
    businessId: string;
    clientId: string;
    serviceId: string;
    appointmentId: string;
    on: string;
  },
): Promise<AutomaticUse | null> {
  if (await repository.selectUseOfAppointment(tx, visit.businessId, visit.appointmentId))
    return null;
  const candidates = await repository.selectUsableBonoIds(
    tx,
    visit.businessId,
    { clientId: visit.clientId },
    visit.serviceId,
    visit.on,
  );
  return useFirstUsable(tx, visit.businessId, candidates, visit.on, {
    source: 'appointment',
    appointmentId: visit.appointmentId,
  });
}

/**
 * The bono each of the trainer's visits draws on, as the server will pick it on completion
 * (issue 26: the screens show this instead of choosing again), keyed by appointment id.
 */
export async function bonosForVisits(
  db: Db,
  businessId: string,
  visits: readonly {
    id: string;
    clientId: string | null;
    serviceId: string | null;
    scheduledDate: string;
  }[],
  today: string,
): Promise<Map<string, VisitBono>> {
  const linked = visits.flatMap((v) =>
    v.clientId && v.serviceId
      ? [{ appointmentId: v.id, clientId: v.clientId, serviceId: v.serviceId, on: v.scheduledDate }]
      : [],
  );
  const chosen = await repository.selectVisitBonoIds(db, businessId, linked);
  if (chosen.length === 0) return new Map();
  const ids = [...new Set(chosen.map((c) => c.bonoId))];
  const byId = new Map(
    (await repository.selectBonos(db, businessId, { ids })).map((row) => [row.id, row]),
  );
  return new Map(
    chosen.map(({ appointmentId, bonoId }) => {
      const { id, sessionsRemaining, sessionsTotal, expiresOn, expired, warnings } = toBonoDto(
        byId.get(bonoId)!,
        today,
      );
      return [
        appointmentId,
        { id, sessionsRemaining, sessionsTotal, expiresOn, expired, warnings },
      ];
    }),
  );
}

/**
 * An owner's bonos (the owners' area): those of the trainers' clients their visits are linked to
 * and whose e-mail is the owner's (issue 28), with what is left, the expiry and the warnings on each trainer's calendar day — nothing else.
 */
export async function bonosForOwner(
  db: Db,
  clients: readonly { businessId: string; clientId: string; email: string; today: string }[],
): Promise<Map<string, OwnerBono[]>> {
  const byTrainer = new Map<string, OwnerBono[]>();
  // The looser day of all (the earliest): each bono is then judged on its own trainer's day.
  const earliest = clients.map((c) => c.today).sort()[0];
  if (!earliest) return byTrainer;
  const todayOf = new Map(clients.map((c) => [c.businessId, c.today]));
  for (const row of await repository.selectBonosOfClients(db, clients, earliest)) {
    const today = todayOf.get(row.businessId)!;
    if (row.sessionsRemaining === 0 && row.expiresOn < today) continue;
    const { businessId, ...bono } = row;
    const list = byTrainer.get(businessId) ?? [];
    list.push({ ...bono, expired: bono.expiresOn < today, warnings: bonoWarnings(bono, today) });
    byTrainer.set(businessId, list);
  }
  return byTrainer;
}
