import { isRealDate, type AvailableDays, type AvailableSlot } from '@adiestra/shared';
import { getAvailableDays, getAvailableTimes } from './booking-api';
import { useKeyedLoad, type LoadState } from './use-keyed-load';

export type TimesState = LoadState<AvailableSlot[]>;
export type DaysState = LoadState<AvailableDays>;

/**
 * The free times of `date` for the chosen service's duration (when the date is real, a service is
 * chosen and `enabled`), of the picked trainer or ('') anyone who gives it; reloaded when any of
 * them changes.
 */
export function useAvailableTimes(
  businessId: string,
  date: string,
  serviceId: string,
  trainerId: string,
  enabled: boolean,
): TimesState {
  const key = enabled && isRealDate(date) && serviceId ? `${date}|${serviceId}|${trainerId}` : null;
  return useKeyedLoad(
    key,
    (k) => {
      const [day = '', service = '', trainer = ''] = k.split('|');
      return getAvailableTimes(businessId, day, service, trainer);
    },
    'Error al cargar los horarios disponibles',
  );
}

/**
 * Which days of `month` (YYYY-MM) have free times for the chosen service (issue 27), of the
 * picked trainer or ('') anyone who gives it.
 */
export function useAvailableDays(
  businessId: string,
  month: string,
  serviceId: string,
  trainerId: string,
  enabled: boolean,
): DaysState {
  const key = enabled && serviceId ? `${month}|${serviceId}|${trainerId}` : null;
  return useKeyedLoad(
    key,
    (k) => {
      const [shown = '', service = '', trainer = ''] = k.split('|');
      return getAvailableDays(businessId, shown, service, trainer);
    },
    'Error al cargar los días disponibles',
  );
}
