import { isRealDate, type AvailableDays, type AvailableSlot } from '@adiestra/shared';
import { getAvailableDays, getAvailableTimes } from './booking-api';
import { useKeyedLoad, type LoadState } from './use-keyed-load';

export type TimesState = LoadState<AvailableSlot[]>;
export type DaysState = LoadState<AvailableDays>;

/**
 * The free times of `date` for the chosen service's duration (when the date is real, a service is
 * chosen and `enabled`), reloaded when either changes.
 */
export function useAvailableTimes(
  businessId: string,
  date: string,
  serviceId: string,
  enabled: boolean,
): TimesState {
  const key = enabled && isRealDate(date) && serviceId ? `${date}|${serviceId}` : null;
  return useKeyedLoad(
    key,
    (k) => {
      const [day = '', service = ''] = k.split('|');
      return getAvailableTimes(businessId, day, service);
    },
    'Error al cargar los horarios disponibles',
  );
}

/** Which days of `month` (YYYY-MM) have free times for the chosen service (issue 27). */
export function useAvailableDays(
  businessId: string,
  month: string,
  serviceId: string,
  enabled: boolean,
): DaysState {
  const key = enabled && serviceId ? `${month}|${serviceId}` : null;
  return useKeyedLoad(
    key,
    (k) => {
      const [shown = '', service = ''] = k.split('|');
      return getAvailableDays(businessId, shown, service);
    },
    'Error al cargar los días disponibles',
  );
}
