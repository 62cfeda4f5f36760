import { describe, expect, it } from 'vitest';
import {
  confirmationMessage,
  normalizePhone,
  rejectionMessage,
  reminderMessage,
  whatsappUrl,
} from './whatsapp.ts';

describe('normalizePhone (E.164, Spain by default)', () => {
  it.each([
    ['612 345 678', '+34612345678'],
    ['612-345-678', '+34612345678'],
    ['+34 612 345 678', '+34612345678'],
    ['0034 612345678', '+34612345678'],
    ['(91) 123 45 67', '+34911234567'],
    ['+351 912 345 678', '+351912345678'],
    ['0044 20 7946 0958', '+442079460958'],
  ])('%s → %s', (input, e164) => {
    expect(normalizePhone(input)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['', 'No hay teléfono'],
    ['   ', 'No hay teléfono'],
    ['llámame', 'No parece un número de teléfono'],
    ['6123', 'No es un número válido'],
    ['612 345 678 901 234 567 89', 'Tiene demasiadas cifras'],
  ])('refuses %j: %s', (input, reason) => {
    expect(normalizePhone(input)).toEqual({ ok: false, reason });
  });
});

describe('messages', () => {
  const appointment = {
    clientName: 'Marta Ruiz',
    dogName: 'Rocky',
    date: '2026-12-15',
    time: '10:00',
    trainerName: 'Lucía García',
    place: 'Parque del Oeste, entrada de Moncloa',
    link: 'https://app.test/cita/abc',
  };

  it('confirmation names the day, time, place and link', () => {
    expect(confirmationMessage(appointment)).toBe(
      [
        'Hola, Marta. Soy Lucía García.',
        'Te confirmo la cita con Rocky el martes, 15 de diciembre a las 10:00.',
        'Lugar: Parque del Oeste, entrada de Moncloa.',
        'Los detalles de la cita: https://app.test/cita/abc',
        '¡Nos vemos!',
      ].join('\n'),
    );
  });

  it('reminder and rejection', () => {
    expect(reminderMessage({ ...appointment, place: null, link: null })).toBe(
      [
        'Hola, Marta. Soy Lucía García.',
        'Te recuerdo la cita con Rocky el martes, 15 de diciembre a las 10:00.',
        'Si no puedes venir, avísame, por favor.',
      ].join('\n'),
    );
    expect(rejectionMessage({ ...appointment, time: null, reason: 'Estoy de viaje' })).toBe(
      [
        'Hola, Marta. Soy Lucía García.',
        'Lo siento, no puedo atender la cita que pediste para Rocky el martes, 15 de diciembre.',
        'Motivo: Estoy de viaje.',
        'Lugar: Parque del Oeste, entrada de Moncloa.',
        'Tu solicitud y tus citas: https://app.test/cita/abc',
        'Si quieres, buscamos otro día.',
      ].join('\n'),
    );
  });

  it('in a school, names the trainer who gives it (decision 0147)', () => {
    const given = { ...appointment, place: null, link: null, givenBy: 'Luis Ruiz' };
    expect(confirmationMessage(given)).toContain(
      'Te confirmo la cita de Rocky con Luis Ruiz el martes, 15 de diciembre a las 10:00.',
    );
    expect(reminderMessage(given)).toContain(
      'Te recuerdo la cita de Rocky con Luis Ruiz el martes, 15 de diciembre a las 10:00.',
    );
    expect(rejectionMessage({ ...given, time: null })).toContain(
      'no puedo atender la cita que pediste para Rocky con Luis Ruiz el martes, 15 de diciembre.',
    );
    // A one-person business's (givenBy null) reads as before.
    expect(reminderMessage({ ...given, givenBy: null })).toContain('Te recuerdo la cita con Rocky');
  });

  it('wa.me link with the digits and the encoded text', () => {
    expect(whatsappUrl('+34612345678', 'Hola, ¿qué tal? 10:00 & más')).toBe(
      'https://wa.me/34612345678?text=Hola%2C%20%C2%BFqu%C3%A9%20tal%3F%2010%3A00%20%26%20m%C3%A1s',
    );
  });
});
