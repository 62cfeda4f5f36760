import { zonedToUtc, type Appointment, type Calendar } from '@adiestra/shared';
import { describe, expect, it } from 'vitest';
import { moveWarnings } from './move-warnings';

const appointment = (id: string, time: string, status: Appointment['status'] = 'SCHEDULED') =>
  ({
    id,
    scheduledDate: '2030-05-06',
    scheduledTime: time,
    duration: 60,
    status,
  }) as Appointment;

const data: Calendar = {
  timeZone: 'Europe/Madrid',
  today: '2030-05-01',
  nowMinutes: 600,
  days: [
    {
      date: '2030-05-06',
      open: [{ startTime: '09:00', endTime: '14:00' }],
      closed: [],
    },
  ],
  appointments: [appointment('moving', '09:00'), appointment('other', '12:00')],
  requests: [],
  rules: {
    bufferBeforeMinutes: 15,
    bufferAfterMinutes: 15,
    minNoticeHours: 12,
    horizonDays: 60,
    stepMinutes: 30,
  },
};
const now = zonedToUtc('2030-05-01', 600, 'Europe/Madrid');
const moving = { id: 'moving', duration: 60 };

describe('moveWarnings (the rules a trainer may override)', () => {
  it('says nothing for a time the public page would offer', () => {
    expect(moveWarnings(data, moving, '2030-05-06', '10:00', now)).toEqual([]);
  });

  it('warns outside the hours, inside a buffer, sooner than the notice, beyond the horizon', () => {
    expect(moveWarnings(data, moving, '2030-05-06', '15:00', now)).toEqual([
      'Queda fuera de tu horario de atención.',
    ]);
    expect(moveWarnings(data, moving, '2030-05-06', '10:50', now)).toEqual([
      'No deja el margen que pides entre citas.',
    ]);
    expect(moveWarnings(data, moving, '2030-05-01', '15:00', now)).toContain(
      'Es con menos de 12 h de antelación.',
    );
    expect(moveWarnings(data, moving, '2030-07-15', '10:00', now)).toContain(
      'Está a más de 60 días vista.',
    );
  });

  it('ignores the appointment itself and cancelled ones', () => {
    const cancelled = { ...data, appointments: [appointment('other', '12:00', 'CANCELLED')] };
    expect(moveWarnings(cancelled, moving, '2030-05-06', '10:50', now)).toEqual([]);
    expect(moveWarnings(data, moving, '2030-05-06', '09:30', now)).toEqual([]);
  });
});
