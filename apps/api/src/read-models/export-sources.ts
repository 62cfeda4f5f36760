import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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
  classEnrolments,
  classes,
  clients,
  dogPhotos,
  dogs,
  exercisePhotos,
  exercises,
  fiscalProfiles,
  homeworkItems,
  invoiceCancellations,
  invoiceEvents,
  invoiceLines,
  invoicePayments,
  invoiceRecords,
  invoices,
  ownerAreaSettings,
  payments,
  practiceTicks,
  privacyTexts,
  reminderSettings,
  sentClassReminders,
  sentReminders,
  services,
  sessionReports,
  trainingSessions,
  users,
  weeklyHours,
} from '../db/schema.ts';
import { emailKeySql } from '../lib/contact-match.ts';
import {
  dogDocuments,
  vaccinations,
  vaccineReminders,
  vaccineSettings,
} from '../modules/vaccines/vaccines.schema.ts';
import {
  consentAcceptances,
  consentRequestAcceptances,
  consentVersions,
} from '../modules/consents/consents.schema.ts';

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
 * `business_id` (`userColumn`), so nothing of another trainer can enter.
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
const invoiceIdsOf = (scope: ClientScope) =>
  idsOf(invoices.id, invoices, inArray(invoices.clientId, scope.clientIds));
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
    userColumn: clients.businessId,
    ofClients: (s) => inArray(clients.id, s.clientIds),
    omit: ['nameKey'],
    orderBy: clients.id,
  },
  {
    name: 'perros',
    table: dogs,
    userColumn: dogs.businessId,
    ofClients: (s) => inArray(dogs.clientId, s.clientIds),
    omit: ['nameKey', 'breedKey'],
    orderBy: dogs.id,
  },
  {
    name: 'fotos',
    table: dogPhotos,
    userColumn: dogPhotos.businessId,
    ofClients: (s) => inArray(dogPhotos.dogId, dogIdsOf(s)),
    omit: ['image', 'thumbnail'],
    orderBy: dogPhotos.id,
  },
  {
    // Issue 31.2: the dogs' vaccine doses.
    name: 'vacunas',
    table: vaccinations,
    userColumn: vaccinations.businessId,
    ofClients: (s) => inArray(vaccinations.dogId, dogIdsOf(s)),
    orderBy: vaccinations.id,
  },
  {
    // Issue 31.3: what the owner uploaded; the files go in documentos/.
    name: 'documentos',
    table: dogDocuments,
    userColumn: dogDocuments.businessId,
    ofClients: (s) => inArray(dogDocuments.dogId, dogIdsOf(s)),
    omit: ['content'],
    orderBy: dogDocuments.id,
  },
  {
    // Issue 31.6: what the client accepted, with the text as shown, the IP and the time.
    name: 'consentimientos',
    table: consentAcceptances,
    userColumn: consentAcceptances.businessId,
    ofClients: (s) => inArray(consentAcceptances.clientId, s.clientIds),
    orderBy: consentAcceptances.id,
  },
  {
    // The trainer's documents, every version (the practice's own: the full export only).
    name: 'documentos_consentimiento',
    table: consentVersions,
    userColumn: consentVersions.businessId,
    orderBy: consentVersions.id,
  },
  {
    name: 'recordatorios_vacunas',
    table: vaccineReminders,
    userColumn: vaccineReminders.businessId,
    ofClients: (s) =>
      inArray(
        vaccineReminders.vaccinationId,
        idsOf(vaccinations.id, vaccinations, inArray(vaccinations.dogId, dogIdsOf(s))),
      ),
    orderBy: vaccineReminders.vaccinationId,
  },
  {
    name: 'ajustes_vacunas',
    table: vaccineSettings,
    userColumn: vaccineSettings.businessId,
    orderBy: vaccineSettings.businessId,
  },
  {
    name: 'sesiones',
    table: trainingSessions,
    userColumn: trainingSessions.businessId,
    ofClients: (s) => inArray(trainingSessions.dogId, dogIdsOf(s)),
    orderBy: trainingSessions.id,
  },
  {
    name: 'informes_enviados',
    table: sessionReports,
    userColumn: sessionReports.businessId,
    ofClients: (s) => inArray(sessionReports.sessionId, sessionIdsOf(s)),
    orderBy: sessionReports.sessionId,
  },
  {
    name: 'deberes',
    table: homeworkItems,
    userColumn: homeworkItems.businessId,
    ofClients: (s) => inArray(homeworkItems.sessionId, sessionIdsOf(s)),
    orderBy: homeworkItems.id,
  },
  {
    name: 'practica_registrada',
    table: practiceTicks,
    userColumn: practiceTicks.businessId,
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
    userColumn: appointmentRequests.businessId,
    ofClients: bookingOf(appointmentRequests),
    omit: ['clientNameKey', 'dogNameKey'],
    orderBy: appointmentRequests.id,
  },
  {
    // Issue 31.6: documents accepted while booking, before the request had its client.
    name: 'consentimientos_reserva',
    table: consentRequestAcceptances,
    userColumn: consentRequestAcceptances.businessId,
    ofClients: (s) =>
      inArray(
        consentRequestAcceptances.requestId,
        idsOf(appointmentRequests.id, appointmentRequests, bookingOf(appointmentRequests)(s)),
      ),
    orderBy: consentRequestAcceptances.id,
  },
  {
    name: 'citas',
    table: appointments,
    userColumn: appointments.businessId,
    ofClients: bookingOf(appointments),
    omit: ['period'],
    orderBy: appointments.id,
  },
  {
    name: 'cambios_de_cita',
    table: appointmentChangeRequests,
    userColumn: appointmentChangeRequests.businessId,
    ofClients: (s) => inArray(appointmentChangeRequests.appointmentId, appointmentIdsOf(s)),
    orderBy: appointmentChangeRequests.id,
  },
  {
    name: 'recordatorios_enviados',
    table: sentReminders,
    userColumn: sentReminders.businessId,
    ofClients: (s) => inArray(sentReminders.appointmentId, appointmentIdsOf(s)),
    omit: ['tokenHash'],
    orderBy: sentReminders.id,
  },
  {
    name: 'bonos',
    table: bonos,
    userColumn: bonos.businessId,
    ofClients: (s) => inArray(bonos.clientId, s.clientIds),
    orderBy: bonos.id,
  },
  {
    name: 'movimientos_de_bono',
    table: bonoMovements,
    userColumn: bonoMovements.businessId,
    ofClients: (s) =>
      inArray(bonoMovements.bonoId, idsOf(bonos.id, bonos, inArray(bonos.clientId, s.clientIds))),
    orderBy: bonoMovements.id,
  },
  // Issue 29: the practice's classes (full export only) and a client's places in them.
  { name: 'clases', table: classes, userColumn: classes.businessId, orderBy: classes.id },
  {
    name: 'plazas_de_clase',
    table: classEnrolments,
    userColumn: classEnrolments.businessId,
    ofClients: (s) => inArray(classEnrolments.clientId, s.clientIds),
    orderBy: classEnrolments.id,
  },
  {
    name: 'recordatorios_de_clase_enviados',
    table: sentClassReminders,
    userColumn: sentClassReminders.businessId,
    ofClients: (s) =>
      inArray(
        sentClassReminders.placeId,
        idsOf(classEnrolments.id, classEnrolments, inArray(classEnrolments.clientId, s.clientIds)),
      ),
    orderBy: sentClassReminders.id,
  },
  {
    name: 'pagos',
    table: payments,
    userColumn: payments.businessId,
    ofClients: (s) => inArray(payments.clientId, s.clientIds),
    orderBy: payments.id,
  },
  // Issue 30: the client's invoices with their lines, payments and cancellations.
  {
    name: 'facturas',
    table: invoices,
    userColumn: invoices.businessId,
    ofClients: (s) => inArray(invoices.clientId, s.clientIds),
    orderBy: invoices.id,
  },
  {
    name: 'lineas_de_factura',
    table: invoiceLines,
    userColumn: invoiceLines.businessId,
    ofClients: (s) => inArray(invoiceLines.invoiceId, invoiceIdsOf(s)),
    orderBy: invoiceLines.id,
  },
  {
    name: 'pagos_facturados',
    table: invoicePayments,
    userColumn: invoicePayments.businessId,
    ofClients: (s) => inArray(invoicePayments.invoiceId, invoiceIdsOf(s)),
    orderBy: invoicePayments.paymentId,
  },
  {
    name: 'facturas_anuladas',
    table: invoiceCancellations,
    userColumn: invoiceCancellations.businessId,
    ofClients: (s) => inArray(invoiceCancellations.invoiceId, invoiceIdsOf(s)),
    orderBy: invoiceCancellations.invoiceId,
  },
  // The practice's own tables: the full export only.
  { name: 'ejercicios', table: exercises, userColumn: exercises.businessId, orderBy: exercises.id },
  {
    name: 'fotos_de_ejercicios',
    table: exercisePhotos,
    userColumn: exercisePhotos.businessId,
    omit: ['image', 'thumbnail'],
    orderBy: exercisePhotos.id,
  },
  {
    name: 'textos_de_privacidad',
    table: privacyTexts,
    userColumn: privacyTexts.businessId,
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
  { name: 'servicios', table: services, userColumn: services.businessId, orderBy: services.id },
  {
    name: 'plantillas_de_bono',
    table: bonoTemplates,
    userColumn: bonoTemplates.businessId,
    orderBy: bonoTemplates.id,
  },
  {
    name: 'horario_semanal',
    table: weeklyHours,
    userColumn: weeklyHours.businessId,
    orderBy: weeklyHours.id,
  },
  {
    name: 'excepciones_de_horario',
    table: availabilityExceptions,
    userColumn: availabilityExceptions.businessId,
    orderBy: availabilityExceptions.id,
  },
  {
    name: 'huecos_de_disponibilidad',
    table: availabilitySlots,
    userColumn: availabilitySlots.businessId,
    orderBy: availabilitySlots.id,
  },
  {
    name: 'reglas_de_reserva',
    table: bookingRules,
    userColumn: bookingRules.businessId,
    orderBy: bookingRules.businessId,
  },
  {
    name: 'area_de_propietarios',
    table: ownerAreaSettings,
    userColumn: ownerAreaSettings.businessId,
    orderBy: ownerAreaSettings.businessId,
  },
  {
    name: 'datos_fiscales',
    table: fiscalProfiles,
    userColumn: fiscalProfiles.businessId,
    orderBy: fiscalProfiles.businessId,
  },
  {
    name: 'registro_de_facturacion',
    table: invoiceRecords,
    userColumn: invoiceRecords.businessId,
    orderBy: invoiceRecords.seq,
  },
  {
    name: 'eventos_de_facturacion',
    table: invoiceEvents,
    userColumn: invoiceEvents.businessId,
    orderBy: invoiceEvents.id,
  },
  {
    name: 'ajustes_de_recordatorios',
    table: reminderSettings,
    userColumn: reminderSettings.businessId,
    orderBy: reminderSettings.businessId,
  },
];

export const where = (source: ExportSource, businessId: string, scope: ClientScope | null) =>
  and(eq(source.userColumn, businessId), scope ? source.ofClients?.(scope) : undefined);

/** The client's scope: its id and its e-mail as bookings are matched by (lib/contact-match.ts). */
export async function selectClientScope(db: Db, businessId: string, clientId: string | null) {
  const rows = await db
    .select({ id: clients.id, emailKey: emailKeySql(clients.email).mapWith(String) })
    .from(clients)
    .where(
      and(eq(clients.businessId, businessId), clientId ? eq(clients.id, clientId) : undefined),
    );
  // A client without an e-mail (issue 27.3) reaches its bookings by its id only.
  const emailKeys = rows.flatMap((r) => (r.emailKey ? [r.emailKey] : []));
  return { clientIds: rows.map((r) => r.id), emailKeys };
}

/** The scope's dog photos, a page at a time (by id, after `afterId`): bytes are never all held. */
export async function selectPhotoPage(
  db: Db,
  businessId: string,
  clientIds: string[] | null,
  afterId: string,
  limit: number,
) {
  return db
    .select({ id: dogPhotos.id, dogId: dogPhotos.dogId, image: dogPhotos.image })
    .from(dogPhotos)
    .innerJoin(dogs, eq(dogs.id, dogPhotos.dogId))
    .where(
      and(
        eq(dogPhotos.businessId, businessId),
        gt(dogPhotos.id, afterId),
        clientIds ? inArray(dogs.clientId, clientIds) : undefined,
      ),
    )
    .orderBy(asc(dogPhotos.id))
    .limit(limit);
}

/** The practice's exercise photos, a page at a time (the full export only). */
export async function selectExercisePhotoPage(
  db: Db,
  businessId: string,
  afterId: string,
  limit: number,
) {
  return db
    .select({ id: exercisePhotos.id, image: exercisePhotos.image })
    .from(exercisePhotos)
    .where(and(eq(exercisePhotos.businessId, businessId), gt(exercisePhotos.id, afterId)))
    .orderBy(asc(exercisePhotos.id))
    .limit(limit);
}

export async function selectTrainer(db: Db, businessId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, businessId));
  return row!;
}

/** The scope's uploaded documents with their bytes, a page at a time (issue 31.3). */
export async function selectDocumentPage(
  db: Db,
  businessId: string,
  clientIds: string[] | null,
  afterId: string,
  limit: number,
) {
  return db
    .select({ id: dogDocuments.id, mime: dogDocuments.mime, content: dogDocuments.content })
    .from(dogDocuments)
    .where(
      and(
        eq(dogDocuments.businessId, businessId),
        clientIds ? inArray(dogDocuments.dogId, dogIdsOf({ clientIds, emailKeys: [] })) : undefined,
        gt(dogDocuments.id, afterId),
      ),
    )
    .orderBy(dogDocuments.id)
    .limit(limit);
}
