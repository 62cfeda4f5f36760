/** What the wizard's inputs hold: text as typed, checked as checked. */
export interface BookingValues {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  dogName: string;
  dogBreed: string;
  dogAge: string;
  /** One of the trainer's visible services (issue 18). */
  serviceId: string;
  /** Who gives it, when the service has 2+ trainers (decision 0139); '' is "Cualquiera". */
  trainerId: string;
  serviceDescription: string;
  preferredDate: string;
  preferredTime: string;
  notes: string;
  consent: boolean;
  /** Issue 31.6: the full name typed to accept the service's documents, when it has some. */
  consentSignedName: string;
  /** Issue 27: where the visit is, asked on the last step when the service is "a domicilio". */
  visitAddress: string;
  /** Honeypot: hidden from people, so only bots fill it. */
  website: string;
}
export type BookingField = keyof BookingValues;

export const EMPTY_BOOKING: BookingValues = {
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  dogName: '',
  dogBreed: '',
  dogAge: '',
  serviceId: '',
  trainerId: '',
  serviceDescription: '',
  preferredDate: '',
  preferredTime: '',
  notes: '',
  consent: false,
  consentSignedName: '',
  visitAddress: '',
  website: '',
};

export const STEP_TITLES = [
  'Información personal',
  'Tu mascota y el servicio',
  'Fecha y hora',
  'Confirmar y enviar',
] as const;

export interface StepError {
  message: string;
  fields: BookingField[];
}
