import { formatLongDay } from '@/lib/format-day';

/** The browser's zone; the owners' area names the trainer's when it differs. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Europe/Madrid" → "Madrid", "America/New_York" → "New York". */
export const zoneCity = (timeZone: string) =>
  (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');

/**
 * "martes, 1 de diciembre de 2026, 10:00", and "(hora de Madrid)" when the trainer's clock is
 * not the reader's: the appointment's time is always the trainer's wall clock.
 */
export function formatOwnerWhen(
  date: string,
  time: string | null,
  trainerZone: string,
  readerZone: string = browserTimeZone(),
) {
  const day = formatLongDay(date);
  if (!time) return `${day} (sin hora preferida)`;
  const zone = trainerZone === readerZone ? '' : ` (hora de ${zoneCity(trainerZone)})`;
  return `${day}, ${time}${zone}`;
}

/** wa.me wants the number's digits only, with the country code: Spanish numbers get 34. */
export function whatsappUrl(phone: string) {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  const international = phone.trim().startsWith('+') || digits.length > 9 ? digits : `34${digits}`;
  return `https://wa.me/${international}`;
}
