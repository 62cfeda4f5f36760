/** Constants shared by availability, requests, appointments and the public wizard. */

export const REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  PENDING: 'Pendiente',
  APPROVED: 'Aprobada',
  REJECTED: 'Rechazada',
};

/** Where a request came from: the public booking page or the trainer's own form. */
// 'owner': a known client's request from Mi área (a class place, decision 0090).
export const REQUEST_SOURCES = ['public', 'internal', 'owner'] as const;
export type RequestSource = (typeof REQUEST_SOURCES)[number];
export const REQUEST_SOURCE_LABELS: Record<RequestSource, string> = {
  public: 'Página de reservas',
  internal: 'Creada por el educador',
  owner: 'Mi área del cliente',
};

export const APPOINTMENT_STATUSES = ['SCHEDULED', 'COMPLETED', 'CANCELLED'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  SCHEDULED: 'Programada',
  COMPLETED: 'Completada',
  CANCELLED: 'Cancelada',
};

/** SPEC §9: choices 30, 60, 90 and 120 minutes; 60 by default. */
export const APPOINTMENT_DURATIONS = [30, 60, 90, 120] as const;
export const DEFAULT_APPOINTMENT_DURATION = 60;
/** Offered start times are this far apart inside a slot (DESIGN §5). */
export const SLOT_STEP_MINUTES = 30;

/** Every service a request or appointment may name; each form offers its own subset. */
export const SERVICE_TYPE_LABELS = {
  basic_training: 'Entrenamiento Básico',
  advanced_training: 'Entrenamiento Avanzado',
  behavior_correction: 'Corrección de Comportamiento',
  socialization: 'Socialización',
  puppy_training: 'Entrenamiento de Cachorros',
  personalized_training: 'Entrenamiento Personalizado',
  behavior_consultation: 'Consulta de Comportamiento',
  consultation: 'Consulta',
  evaluation: 'Evaluación',
  other: 'Otro',
} as const;
export type ServiceType = keyof typeof SERVICE_TYPE_LABELS;
export const SERVICE_TYPES = Object.keys(SERVICE_TYPE_LABELS) as [ServiceType, ...ServiceType[]];

/** SPEC §9: the internal form's six service types. */
export const INTERNAL_SERVICE_TYPES = [
  'basic_training',
  'behavior_correction',
  'advanced_training',
  'puppy_training',
  'consultation',
  'evaluation',
] as const satisfies readonly ServiceType[];

/** SPEC §9: the public wizard's eight services, in the spec's order. */
export const PUBLIC_SERVICE_TYPES = [
  'basic_training',
  'advanced_training',
  'behavior_correction',
  'socialization',
  'puppy_training',
  'personalized_training',
  'behavior_consultation',
  'other',
] as const satisfies readonly ServiceType[];
export type PublicServiceType = (typeof PUBLIC_SERVICE_TYPES)[number];

export function serviceTypeLabel(type: string): string {
  return (SERVICE_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

/** Path words that are screens, not trainer ids: /book-appointment/{word} goes to /login. */
export const BOOKING_RESERVED_IDS = [
  'dashboard',
  'login',
  'register',
  'admin',
  'settings',
  'clients',
  'dogs',
  'sessions',
  'appointments',
  'availability',
] as const;

/**
 * Adiestra's support mailbox, offered by the booking page when a link leads nowhere. A
 * self-hosted installation names its own at build time (VITE_SUPPORT_EMAIL, README).
 */
export const SUPPORT_EMAIL = 'soporte@adiestra.app';

/** SPEC §9: '¡Copiado!' shows for 2 s. */
export const LINK_COPIED_MS = 2000;

export const SCHEDULING_MESSAGES = {
  invalidDate: 'Fecha no válida. Use formato YYYY-MM-DD',
  invalidTime: 'Hora no válida. Use formato HH:mm',
  pastDate: 'La fecha no puede ser en el pasado',
  educatorNotFound: 'Educador no encontrado',
  appointmentOverlap: 'Ya tienes una cita programada que se solapa con ese horario',
  slotOverlap: 'Este horario se solapa con otro horario de disponibilidad',
  /** Issue 45.3: a class takes its trainer's time like an appointment (decision 0134). */
  classOverlap: 'Esa hora coincide con una clase en grupo programada: elige otra hora',
  /** A class over its trainer's appointment (decision 0134). */
  trainerBusy: 'El adiestrador tiene una cita en ese horario: elige otra hora o mueve la cita',
  skippedTime: 'Esa hora no existe ese día por el cambio de hora',
  spansSkippedHour: 'La cita abarca la hora que no existe ese día por el cambio de hora',
  duration: 'La duración debe ser de 30, 60, 90 o 120 minutos',
  /** The public form: a date without one free time for the wizard's duration (issue 14, 5). */
  noFreeTimes: 'Ese día no hay horas disponibles. Elige otra fecha.',
  /** The public form: a date past the trainer's booking horizon (issue 27). */
  beyondHorizon: 'Esa fecha está fuera del plazo de reserva. Elige una fecha más próxima.',
  /** The public form: a time the page does not offer (taken meanwhile, or never free). */
  timeNotFree: 'Esa hora ya no está disponible. Elige otra.',
} as const;
