import { createContext, use, type ReactNode } from 'react';
import type { Appointment } from '@adiestra/shared';

/**
 * What other areas add to an appointment on the scheduling screens — the client's bono for its
 * service and "Registrar pago" (issue 18) — handed in by the page, since features do not import
 * each other.
 */
export interface AppointmentExtras {
  /** A line under the appointment's details (its bono balance, expiry and warnings). */
  summary?: (appointment: Appointment) => ReactNode;
  /** Buttons beside the appointment's own actions. */
  actions?: (appointment: Appointment) => ReactNode;
}

const ExtrasContext = createContext<AppointmentExtras>({});

export function AppointmentExtrasProvider({
  extras,
  children,
}: {
  extras: AppointmentExtras;
  children: ReactNode;
}) {
  return <ExtrasContext value={extras}>{children}</ExtrasContext>;
}

export function AppointmentExtraSummary({ appointment }: { appointment: Appointment }) {
  return use(ExtrasContext).summary?.(appointment) ?? null;
}

export function AppointmentExtraActions({ appointment }: { appointment: Appointment }) {
  return use(ExtrasContext).actions?.(appointment) ?? null;
}
