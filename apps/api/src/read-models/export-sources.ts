import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  appointmentChangeRequests,
  appointmentRequests,
  appointments,
  availabilityExceptions,
  availabilitySlots,
  bonoMovements,
  bonos,
  bonoTemplates,
  bookingRules,
  clients,
  dogPhotos,
  dogs,
  exercisePhotos,
  exercises,
  homeworkItems,
  ownerAreaSettings,
  payments,
  practiceTicks,
  privacyTexts,
  reminderSettings,
  sentReminders,
  services,
  sessionReports,
  trainingSessions,
  weeklyHours,
} from '../db/schema.ts';
import { emailKeySql } from '../lib/contact-match.ts';

/** Which clients an export covers: their ids and e-mails (bookings not linked yet match by e-mail). */
export interface ClientScope {
  clientIds: string[];
  emailKeys: string[];
}

/**
 * One table of an export: its file name (`<name>.csv`, and its key in `datos.json`), the rows of
 * the scope's clients (`ofClients`; absent: the table is the practice's own, in the full export
 * only) and the columns never written out (secrets, search keys, image bytes).
 *
 * Adding a table to the exports is one entry here. Every query also filters on the trainer's
 * `user_id` (`userColumn`), so nothing of another trainer can enter.
 */
export interface ExportSource {
  name: string;
  table: PgTable;
  userColumn: PgColumn;
  ofClients?: (scope: ClientScope) => SQL | undefined;
  omit?: string[];
  orderBy: PgColumn;
}

/** The ids of `table` rows matching `where`, as a subquery for `in (…)`. */
const idsOf = (column: PgColumn, table: PgTable, where: SQL | undefined) =>
  sql`(select ${column} from ${table} where ${where ?? sql`true`})`;
const dogIdsOf = (scope: ClientScope) =>
  idsOf(dogs.id, dogs, inArray(dogs.clientId, scope.clientIds));
const bookingOf =
  (table: typeof appointments | typeof appointmentRequests) => (scope: ClientScope) =>
    or(
      inArray(table.clientId, scope.clientIds),
      scope.emailKeys.length > 0
        ? inArray(emailKeySql(table.clientEmail), scope.emailKeys)
        : undefined,
    );
const sessionIdsOf = (scope: ClientScope) =>
  idsOf(trainingSessions.id, trainingSessions, inArray(trainingSessions.dogId, dogIdsOf(scope)));
const appointmentIdsOf = (scope: ClientScope) =>
  idsOf(appointments.id, appointments, bookingOf(appointments)(scope));

export const EXPORT_SOURCES: ExportSource[] = [
  {
    name: 'clientes',
    table: clients,
    userColumn: clients.userId,
    ofClients: (s) => inArray(clients.id, s.clientIds),
    omit: ['nameKey'],
    orderBy: clients.id,
  },
  {
    name: 'perros',
    table: dogs,
    userColumn: dogs.userId,
    ofClients: (s) => inArray(dogs.clientId, s.clientIds),
    omit: ['nameKey', 'breedKey'],
    orderBy: dogs.id,
  },
  {
    name: 'fotos',
    table: dogPhotos,
    userColumn: dogPhotos.userId,
    ofClients: (s) => inArray(dogPhotos.dogId, dogIdsOf(s)),
    omit: ['image', 'thumbnail'],
    orderBy: dogPhotos.id,
  },
  {
    name: 'sesiones',
    table: trainingSessions,
    userColumn: trainingSessions.userId,
    ofClients: (s) => inArray(trainingSessions.dogId, dogIdsOf(s)),
    orderBy: trainingSessions.id,
  },
  {
    name: 'informes_enviados',
    table: sessionReports,
    userColumn: sessionReports.userId,
    ofClients: (s) => inArray(sessionReports.sessionId, sessionIdsOf(s)),
    orderBy: sessionReports.sessionId,
  },
  {
    name: 'deberes',
    table: homeworkItems,
    userColumn: homeworkItems.userId,
    ofClients: (s) => inArray(homeworkItems.sessionId, sessionIdsOf(s)),
    orderBy: homeworkItems.id,
  },
  {
    name: 'practica_registrada',
    table: practiceTicks,
    userColumn: practiceTicks.userId,
    ofClients: (s) =>
      inArray(
        practiceTicks.homeworkId,
        idsOf(homeworkItems.id, homeworkItems, inArray(homeworkItems.sessionId, sessionIdsOf(s))),
      ),
    orderBy: practiceTicks.id,
  },
  {
    name: 'solicitudes',
    table: appointmentRequests,
    userColumn: appointmentRequests.userId,
    ofClients: bookingOf(appointmentRequests),
    omit: ['clientNameKey', 'dogNameKey'],
    orderBy: appointmentRequests.id,
  },
  {
    name: 'citas',
    table: appointments,
    userColumn: appointments.userId,
    ofClients: bookingOf(appointments),
    omit: ['period'],
    orderBy: appointments.id,
  },
  {
    name: 'cambios_de_cita',
    table: appointmentChangeRequests,
    userColumn: appointmentChangeRequests.userId,
    ofClients: (s) => inArray(appointmentChangeRequests.appointmentId, appointmentIdsOf(s)),
    orderBy: appointmentChangeRequests.id,
  },
  {
    name: 'recordatorios_enviados',
    table: sentReminders,
    userColumn: sentReminders.userId,
    ofClients: (s) => inArray(sentReminders.appointmentId, appointmentIdsOf(s)),
    omit: ['tokenHash'],
    orderBy: sentReminders.id,
  },
  {
    name: 'bonos',
    table: bonos,
    userColumn: bonos.userId,
    ofClients: (s) => inArray(bonos.clientId, s.clientIds),
    orderBy: bonos.id,
  },
  {
    name: 'movimientos_de_bono',
    table: bonoMovements,
    userColumn: bonoMovements.userId,
    ofClients: (s) =>
      inArray(bonoMovements.bonoId, idsOf(bonos.id, bonos, inArray(bonos.clientId, s.clientIds))),
    orderBy: bonoMovements.id,
  },
  {
    name: 'pagos',
    table: payments,
    userColumn: payments.userId,
    ofClients: (s) => inArray(payments.clientId, s.clientIds),
    orderBy: payments.id,
  },
  // The practice's own tables: the full export only.
  { name: 'ejercicios', table: exercises, userColumn: exercises.userId, orderBy: exercises.id },
  {
    name: 'fotos_de_ejercicios',
    table: exercisePhotos,
    userColumn: exercisePhotos.userId,
    omit: ['image', 'thumbnail'],
    orderBy: exercisePhotos.id,
  },
  {
    name: 'textos_de_privacidad',
    table: privacyTexts,
    userColumn: privacyTexts.userId,
    // A client's consents: the versions their requests accepted (the requests name them).
    ofClients: (s) =>
      inArray(
        privacyTexts.id,
        idsOf(
          appointmentRequests.privacyTextId,
          appointmentRequests,
          bookingOf(appointmentRequests)(s),
        ),
      ),
    orderBy: privacyTexts.id,
  },
  { name: 'servicios', table: services, userColumn: services.userId, orderBy: services.id },
  {
    name: 'plantillas_de_bono',
    table: bonoTemplates,
    userColumn: bonoTemplates.userId,
    orderBy: bonoTemplates.id,
  },
  {
    name: 'horario_semanal',
    table: weeklyHours,
    userColumn: weeklyHours.userId,
    orderBy: weeklyHours.id,
  },
  {
    name: 'excepciones_de_horario',
    table: availabilityExceptions,
    userColumn: availabilityExceptions.userId,
    orderBy: availabilityExceptions.id,
  },
  {
    name: 'huecos_de_disponibilidad',
    table: availabilitySlots,
    userColumn: availabilitySlots.userId,
    orderBy: availabilitySlots.id,
  },
  {
    name: 'reglas_de_reserva',
    table: bookingRules,
    userColumn: bookingRules.userId,
    orderBy: bookingRules.userId,
  },
  {
    name: 'area_de_propietarios',
    table: ownerAreaSettings,
    userColumn: ownerAreaSettings.userId,
    orderBy: ownerAreaSettings.userId,
  },
  {
    name: 'ajustes_de_recordatorios',
    table: reminderSettings,
    userColumn: reminderSettings.userId,
    orderBy: reminderSettings.userId,
  },
];

export const where = (source: ExportSource, userId: string, scope: ClientScope | null) =>
  and(eq(source.userColumn, userId), scope ? source.ofClients?.(scope) : undefined);
