import {
  APPOINTMENT_STATUS_LABELS,
  BONO_MOVEMENT_SOURCE_LABELS,
  CANCELLED_BY_LABELS,
  CHANGE_REQUEST_STATUS_LABELS,
  CLASS_ENROLMENT_MODE_LABELS,
  CLASS_ENROLMENT_STATUS_LABELS,
  CLASS_PAYMENT_LABELS,
  CLASS_STATUS_LABELS,
  CLIENT_FISCAL_KIND_LABELS,
  CONSENT_LABELS,
  CONSENT_METHOD_LABELS,
  CONTACT_CHANNEL_LABELS,
  DOG_DOCUMENT_LABELS,
  DOG_DOCUMENT_MIME_LABELS,
  DOG_DOCUMENT_STATUS_LABELS,
  DOG_SEX_LABELS,
  EXCEPTION_KIND_LABELS,
  formatCentsPlain,
  INVOICE_EVENT_TYPE_LABELS,
  INVOICE_RECORD_KIND_LABELS,
  INVOICE_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TARGET_LABELS,
  RABIES_RULES,
  RECTIFY_METHOD_LABELS,
  REQUEST_SOURCE_LABELS,
  REQUEST_STATUS_LABELS,
  SERVICE_KIND_LABELS,
  SERVICE_TYPE_LABELS,
  TAX_REGIME_LABELS,
  VACCINE_LABELS,
  wallClock,
  WEEKDAY_LABELS,
} from '@adiestra/shared';

/**
 * Issue 27: the CSVs of an export are read by a person (the client who asked for their data, a
 * gestor), so they speak Spanish: column names in Spanish, amounts in euros ("40,00", not 4000
 * cents), instants in the trainer's time zone ("26/11/2026 10:30"), days as "26/11/2026".
 * `datos.json` keeps the machine form (field keys, cents, ISO 8601 in UTC) for importing
 * elsewhere; LEEME.txt says which is which.
 */

export const COLUMN_TITLES: Record<string, string> = {
  acceptedAt: 'Aceptado el',
  activities: 'Actividades',
  address: 'Dirección',
  allergies: 'Alergias',
  appointmentId: 'Cita (id)',
  archived: 'Archivado',
  archivo: 'Archivo',
  at: 'Fecha y hora',
  attended: 'Asistió',
  birthDate: 'Fecha de nacimiento',
  birthDateApproximate: 'Fecha de nacimiento aproximada',
  body: 'Texto',
  bonoId: 'Bono (id)',
  breed: 'Raza',
  breedKey: 'Raza (búsqueda)',
  bufferAfterMinutes: 'Margen después (min)',
  bufferBeforeMinutes: 'Margen antes (min)',
  businessId: 'Negocio (id)',
  businessName: 'Nombre comercial',
  cancellationNoticeHours: 'Aviso para cancelar (horas)',
  cancelledAt: 'Cancelada el',
  cancelledBy: 'Cancelada por',
  city: 'Localidad',
  classDate: 'Fecha de la clase',
  classEnrolment: 'Inscripción en clases',
  classEnrolmentId: 'Plaza de clase (id)',
  classId: 'Clase (id)',
  classTime: 'Hora de la clase',
  clientEmail: 'E-mail del cliente',
  clientId: 'Cliente (id)',
  clientName: 'Cliente',
  clientNameKey: 'Cliente (búsqueda)',
  clientPhone: 'Teléfono del cliente',
  color: 'Color',
  comment: 'Comentario',
  concept: 'Concepto',
  confirmedAt: 'Confirmada el',
  consentAt: 'Consentimiento el',
  contactPhone: 'Teléfono de contacto',
  content: 'Contenido',
  courseEnrolmentId: 'Inscripción en curso (id)',
  courseId: 'Curso (id)',
  createdAt: 'Creado el',
  cuotaTotal: 'Cuota total',
  dailyAgenda: 'Agenda diaria',
  date: 'Fecha',
  day: 'Día',
  daysPerWeek: 'Días por semana',
  decidedAt: 'Decidido el',
  delta: 'Variación',
  description: 'Descripción',
  details: 'Detalles',
  dogAge: 'Edad del perro (años)',
  dogBreed: 'Raza del perro',
  dogId: 'Perro (id)',
  dogName: 'Perro',
  dogNameKey: 'Perro (búsqueda)',
  duration: 'Duración (min)',
  email: 'E-mail',
  emergencyContact: 'Contacto de emergencia',
  emergencyPhone: 'Teléfono de emergencia',
  endDate: 'Fecha de fin',
  endTime: 'Hora de fin',
  enrolled: 'Inscritos',
  exerciseId: 'Ejercicio (id)',
  expiresOn: 'Caduca el',
  externalReference: 'Referencia externa',
  firstName: 'Nombre',
  firstSentAt: 'Enviado por primera vez el',
  fiscalKind: 'Tipo de cliente',
  generatedAt: 'Generado el',
  gestorEmail: 'E-mail del gestor',
  givenOn: 'Puesta el',
  hash: 'Huella',
  height: 'Altura (cm)',
  homeVisit: 'A domicilio',
  homeworkId: 'Deber (id)',
  horizonDays: 'Reservas hasta (días)',
  icsSequence: 'Versión del calendario (.ics)',
  id: 'Id',
  image: 'Imagen',
  importeTotal: 'Importe total',
  instructions: 'Instrucciones',
  insuranceExpires: 'Seguro: caduca el',
  insurancePolicy: 'Seguro: póliza',
  insurer: 'Aseguradora',
  invoiceId: 'Factura (id)',
  invoiceType: 'Tipo de factura',
  ip: 'Dirección IP',
  irpfRate: 'Retención IRPF (%)',
  isActive: 'Activo',
  isPpp: 'Perro potencialmente peligroso',
  isPublic: 'Público',
  issueDate: 'Fecha de expedición',
  issuedOn: 'Emitida el',
  issuerAddress: 'Dirección del emisor',
  issuerName: 'Emisor',
  issuerTaxId: 'NIF del emisor',
  kind: 'Tipo',
  lastName: 'Apellidos',
  lastSentAt: 'Último envío el',
  lateCancel: 'Cancelación tardía',
  leadMinutes: 'Antelación (min)',
  maxAgeMonths: 'Edad máxima (meses)',
  medication: 'Medicación',
  messagesConsent: 'Acepta mensajes',
  messagesConsentAt: 'Aceptó mensajes el',
  method: 'Método',
  microchip: 'Microchip',
  mime: 'Tipo de archivo',
  minAgeMonths: 'Edad mínima (meses)',
  minNoticeHours: 'Antelación mínima (horas)',
  minPlaces: 'Plazas mínimas',
  minPlacesConfirmedAt: 'Mínimo confirmado el',
  name: 'Nombre',
  nameKey: 'Nombre (búsqueda)',
  neutered: 'Esterilizado',
  nextSteps: 'Próximos pasos',
  note: 'Nota',
  notes: 'Notas',
  number: 'Número',
  objectives: 'Objetivos',
  observations: 'Observaciones',
  offered: 'Ofrecida',
  operationOn: 'Fecha de la operación',
  ownerConfirmedAt: 'Confirmada por el propietario el',
  ownerEmail: 'E-mail del propietario',
  paidOn: 'Pagado el',
  payload: 'Contenido del registro',
  payment: 'Forma de pago',
  paymentId: 'Pago (id)',
  period: 'Periodo',
  phone: 'Teléfono',
  photoId: 'Foto (id)',
  place: 'Lugar',
  placeId: 'Plaza (id)',
  places: 'Plazas',
  position: 'Orden',
  postalCode: 'Código postal',
  pppLicence: 'Licencia PPP',
  pppLicenceExpires: 'Licencia PPP: caduca el',
  preferredChannel: 'Canal preferido',
  previousHash: 'Huella anterior',
  privacyTextId: 'Texto de privacidad (id)',
  privateNotes: 'Notas privadas',
  progress: 'Progreso (%)',
  provider: 'Proveedor',
  province: 'Provincia',
  rating: 'Valoración',
  reason: 'Motivo',
  recipientAddress: 'Dirección del destinatario',
  recipientName: 'Destinatario',
  recipientTaxId: 'NIF del destinatario',
  rectifiesId: 'Rectifica la factura (id)',
  rectifyMethod: 'Tipo de rectificación',
  rectifySeries: 'Serie de rectificativas',
  regime: 'Régimen fiscal',
  region: 'Comunidad autónoma',
  rejectionReason: 'Motivo del rechazo',
  requestedDate: 'Fecha pedida',
  requestedTime: 'Hora pedida',
  requestId: 'Solicitud (id)',
  requiredConsents: 'Documentos obligatorios',
  requiredVaccines: 'Vacunas obligatorias',
  reversesId: 'Deshace el movimiento (id)',
  reviewedAt: 'Revisado el',
  scheduledDate: 'Fecha',
  scheduledTime: 'Hora',
  sendCount: 'Envíos',
  sentAt: 'Enviado el',
  seq: 'Número de orden',
  series: 'Serie',
  seriesId: 'Serie (id)',
  serviceDescription: 'Descripción del servicio',
  serviceId: 'Servicio (id)',
  serviceType: 'Servicio',
  sessionId: 'Sesión (id)',
  sessionPlace: 'Lugar de la sesión',
  sessions: 'Sesiones',
  sessionsRemaining: 'Sesiones restantes',
  sessionsTotal: 'Sesiones en total',
  sex: 'Sexo',
  signedName: 'Firmado por',
  size: 'Tamaño',
  soldOn: 'Vendido el',
  source: 'Origen',
  startDate: 'Fecha de inicio',
  startsAt: 'Empieza el',
  startTime: 'Hora de inicio',
  status: 'Estado',
  stepMinutes: 'Intervalo (min)',
  target: 'Se refiere a',
  targetId: 'Registro (id)',
  taxId: 'NIF/DNI',
  taxRate: 'Tipo impositivo (%)',
  templateId: 'Plantilla (id)',
  textShown: 'Texto mostrado',
  thumbnail: 'Miniatura',
  timesPerDay: 'Veces al día',
  title: 'Título',
  tokenHash: 'Token (resumen)',
  trainerId: 'Adiestrador (id)',
  type: 'Tipo',
  untilDate: 'Hasta el',
  updatedAt: 'Actualizado el',
  uploadedAt: 'Subido el',
  vaccinationId: 'Vacuna (id)',
  validityDays: 'Validez (días)',
  version: 'Versión',
  versionId: 'Versión (id)',
  vetClinic: 'Clínica veterinaria',
  vetPhone: 'Teléfono del veterinario',
  videoUrl: 'Vídeo',
  visitAddress: 'Dirección de la visita',
  weekday: 'Día de la semana',
  weight: 'Peso (kg)',
  width: 'Ancho (px)',
};

/**
 * What a stored code reads as (issue 45: "rabies", "APPROVED" in a client's ZIP): an enum column's
 * labels are found by the set of values the column allows, so each enum's one label map in
 * `packages/shared` serves the screens and the export alike.
 */
const ENUM_LABELS: Record<string, string>[] = [
  APPOINTMENT_STATUS_LABELS,
  BONO_MOVEMENT_SOURCE_LABELS,
  CANCELLED_BY_LABELS,
  CHANGE_REQUEST_STATUS_LABELS,
  CLASS_ENROLMENT_MODE_LABELS,
  CLASS_ENROLMENT_STATUS_LABELS,
  CLASS_PAYMENT_LABELS,
  CLASS_STATUS_LABELS,
  CLIENT_FISCAL_KIND_LABELS,
  CONSENT_LABELS,
  CONSENT_METHOD_LABELS,
  CONTACT_CHANNEL_LABELS,
  DOG_DOCUMENT_LABELS,
  DOG_DOCUMENT_MIME_LABELS,
  DOG_DOCUMENT_STATUS_LABELS,
  DOG_SEX_LABELS,
  EXCEPTION_KIND_LABELS,
  INVOICE_EVENT_TYPE_LABELS,
  INVOICE_RECORD_KIND_LABELS,
  INVOICE_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TARGET_LABELS,
  Object.fromEntries(Object.entries(RABIES_RULES).map(([region, rule]) => [region, rule.label])),
  RECTIFY_METHOD_LABELS,
  REQUEST_SOURCE_LABELS,
  REQUEST_STATUS_LABELS,
  SERVICE_KIND_LABELS,
  TAX_REGIME_LABELS,
  VACCINE_LABELS,
];
const enumKey = (values: readonly string[]) => [...values].sort().join('|');
const BY_ENUM = new Map(ENUM_LABELS.map((labels) => [enumKey(Object.keys(labels)), labels]));

/** The labels of an enum column, by the values it allows; undefined when none are written. */
export const enumLabels = (values: readonly string[]) => BY_ENUM.get(enumKey(values));

/** Columns whose codes the database checks without a column enum: lists, and the service type. */
export const CODED_COLUMNS: Record<string, Record<string | number, string>> = {
  requiredConsents: CONSENT_LABELS,
  requiredVaccines: VACCINE_LABELS,
  serviceType: SERVICE_TYPE_LABELS,
  weekday: WEEKDAY_LABELS,
};

const CENTS = /Cents$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "priceCents" → "Precio (€)"; a key → its Spanish name. */
export function columnTitle(key: string): string {
  if (CENTS.test(key)) {
    const base = key.replace(CENTS, '');
    const names: Record<string, string> = {
      amount: 'Importe',
      base: 'Base imponible',
      irpf: 'IRPF',
      price: 'Precio',
      tax: 'IVA',
      total: 'Total',
    };
    return `${names[base] ?? columnTitle(base)} (€)`;
  }
  // Every exported column has its title (readable-csv.test.ts walks them); the key is a last resort.
  return COLUMN_TITLES[key] ?? key;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * One cell as a person reads it, or '' for nothing; `labels` are the column's enum labels, if any
 * (`enumLabels`).
 */
export function readableValue(
  key: string,
  value: unknown,
  timeZone: string,
  labels: Record<string | number, string> | undefined = CODED_COLUMNS[key],
): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value) && labels)
    return value.map((item: string) => labels[item] ?? item).join(', ');
  if ((typeof value === 'string' || typeof value === 'number') && labels?.[value])
    return labels[value];
  if (CENTS.test(key) && typeof value === 'number') return formatCentsPlain(value);
  if (value instanceof Date) {
    const { date, minutes } = wallClock(value, timeZone);
    const [y, m, d] = date.split('-');
    return `${d}/${m}/${y} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'string') {
    const day = DAY.exec(value);
    return day ? `${day[3]}/${day[2]}/${day[1]}` : value;
  }
  if (typeof value === 'number') return String(value).replace('.', ',');
  return JSON.stringify(value);
}
