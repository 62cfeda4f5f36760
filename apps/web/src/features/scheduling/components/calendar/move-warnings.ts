import {
  addDays,
  timeToMinutes,
  zonedToUtc,
  type Appointment,
  type Calendar,
} from '@adiestra/shared';

/**
 * Which of the public page's rules a move would break. The trainer may still move (their own
 * bookings may override the rules, issue 19); the server refuses only an overlap (409).
 */
export function moveWarnings(
  data: Calendar,
  appointment: Pick<Appointment, 'id' | 'duration'>,
  date: string,
  time: string,
  now: Date,
): string[] {
  const warnings: string[] = [];
  const start = timeToMinutes(time);
  const end = start + appointment.duration;
  const { rules } = data;
  const day = data.days.find((d) => d.date === date);
  if (day) {
    const inside = day.open.some(
      (r) => timeToMinutes(r.startTime) <= start && end <= timeToMinutes(r.endTime),
    );
    if (!inside) warnings.push('Queda fuera de tu horario de atención.');
    const tooClose = data.appointments.some((other) => {
      if (other.id === appointment.id || other.status === 'CANCELLED') return false;
      if (other.scheduledDate !== date) return false;
      const otherStart = timeToMinutes(other.scheduledTime);
      const otherEnd = otherStart + other.duration;
      const overlaps = otherStart < end && otherEnd > start;
      const withinBuffers =
        otherStart - rules.bufferBeforeMinutes < end && otherEnd + rules.bufferAfterMinutes > start;
      return withinBuffers && !overlaps;
    });
    if (tooClose) warnings.push('No deja el margen que pides entre citas.');
  }
  const startsAt = zonedToUtc(date, start, data.timeZone).getTime();
  if (startsAt < now.getTime() + rules.minNoticeHours * 3_600_000) {
    warnings.push(`Es con menos de ${rules.minNoticeHours} h de antelación.`);
  }
  if (date > addDays(data.today, rules.horizonDays)) {
    warnings.push(`Está a más de ${rules.horizonDays} días vista.`);
  }
  return warnings;
}
