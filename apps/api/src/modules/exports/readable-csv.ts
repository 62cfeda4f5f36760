import { formatCentsPlain, wallClock } from '@adiestra/shared';

/**
 * Issue 27: the CSVs of an export are read by a person (the client who asked for their data, a
 * gestor), so they speak Spanish: column names in Spanish, amounts in euros ("40,00", not 4000
 * cents), instants in the trainer's time zone ("26/11/2026 10:30"), days as "26/11/2026".
 * `datos.json` keeps the machine form (field keys, cents, ISO 8601 in UTC) for importing
 * elsewhere; LEEME.txt says which is which.
 */

const COLUMNS: Record<string, string> = {
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
  businessName: 'Nombre comercial',
  cancelledAt: 'Cancelada el',
  cancelledBy: 'Cancelada por',
  city: 'Localidad',
  classDate: 'Fecha de la clase',
  classId: 'Clase (id)',
  classTime: 'Hora de la clase',
  clientEmail: 'E-mail del cliente',
  clientId: 'Cliente (id)',
  clientName: 'Cliente',
  clientPhone: 'Teléfono del cliente',
  color: 'Color',
  comment: 'Comentario',
  concept: 'Concepto',
  consentAt: 'Consentimiento el',
  contactPhone: 'Teléfono de contacto',
  createdAt: 'Creado el',
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
  duration: 'Duración (min)',
  email: 'E-mail',
  emergencyContact: 'Contacto de emergencia',
  emergencyPhone: 'Teléfono de emergencia',
  endDate: 'Fecha de fin',
  endTime: 'Hora de fin',
  exerciseId: 'Ejercicio (id)',
  expiresOn: 'Caduca el',
  firstName: 'Nombre',
  firstSentAt: 'Enviado por primera vez el',
  givenOn: 'Puesta el',
  height: 'Altura (cm)',
  homeworkId: 'Deber (id)',
  id: 'Id',
  instructions: 'Instrucciones',
  insuranceExpires: 'Seguro: caduca el',
  insurancePolicy: 'Seguro: póliza',
  insurer: 'Aseguradora',
  invoiceId: 'Factura (id)',
  isActive: 'Activo',
  isPublic: 'Público',
  issuedOn: 'Emitida el',
  kind: 'Tipo',
  lastName: 'Apellidos',
  lastSentAt: 'Último envío el',
  medication: 'Medicación',
  messagesConsent: 'Acepta mensajes',
  messagesConsentAt: 'Aceptó mensajes el',
  method: 'Método',
  microchip: 'Microchip',
  mime: 'Tipo de archivo',
  name: 'Nombre',
  neutered: 'Esterilizado',
  nextSteps: 'Próximos pasos',
  note: 'Nota',
  notes: 'Notas',
  number: 'Número',
  objectives: 'Objetivos',
  observations: 'Observaciones',
  ownerConfirmedAt: 'Confirmada por el propietario el',
  ownerEmail: 'E-mail del propietario',
  paidOn: 'Pagado el',
  paymentId: 'Pago (id)',
  phone: 'Teléfono',
  place: 'Lugar',
  places: 'Plazas',
  postalCode: 'Código postal',
  preferredChannel: 'Canal preferido',
  progress: 'Progreso (%)',
  provider: 'Proveedor',
  province: 'Provincia',
  rating: 'Valoración',
  reason: 'Motivo',
  rejectionReason: 'Motivo del rechazo',
  requestId: 'Solicitud (id)',
  requestedDate: 'Fecha pedida',
  requestedTime: 'Hora pedida',
  reviewedAt: 'Revisado el',
  scheduledDate: 'Fecha',
  scheduledTime: 'Hora',
  sendCount: 'Envíos',
  sentAt: 'Enviado el',
  serviceId: 'Servicio (id)',
  serviceType: 'Servicio',
  sessionId: 'Sesión (id)',
  sessionPlace: 'Lugar de la sesión',
  sessions: 'Sesiones',
  sessionsRemaining: 'Sesiones restantes',
  sessionsTotal: 'Sesiones en total',
  sex: 'Sexo',
  size: 'Tamaño',
  soldOn: 'Vendido el',
  source: 'Origen',
  startDate: 'Fecha de inicio',
  startTime: 'Hora de inicio',
  startsAt: 'Empieza el',
  status: 'Estado',
  target: 'Se refiere a',
  targetId: 'Registro (id)',
  templateId: 'Plantilla (id)',
  timesPerDay: 'Veces al día',
  type: 'Tipo',
  untilDate: 'Hasta el',
  updatedAt: 'Actualizado el',
  uploadedAt: 'Subido el',
  businessId: 'Educador (id)',
  vaccinationId: 'Vacuna (id)',
  validityDays: 'Validez (días)',
  vetClinic: 'Clínica veterinaria',
  vetPhone: 'Teléfono del veterinario',
  videoUrl: 'Vídeo',
  weekday: 'Día de la semana',
  weight: 'Peso (kg)',
};

const CENTS = /Cents$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "priceCents" → "Precio (€)"; a known key → its Spanish name; else the key in words. */
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
  if (COLUMNS[key]) return COLUMNS[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** One cell as a person reads it, or '' for nothing. */
export function readableValue(key: string, value: unknown, timeZone: string): string {
  if (value === null || value === undefined) return '';
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
