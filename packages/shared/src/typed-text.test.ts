import { describe, expect, it } from 'vitest';
import { ClassInputSchema } from './classes.ts';
import { AppointmentRequestInputSchema } from './appointment-requests.ts';
import { optionalText, requiredText } from './fields.ts';
import { characterCount, cleanTypedText, cutText } from './typed-text.ts';

describe('typed text', () => {
  it('drops control and bidi characters, keeping line breaks and tabs where text has lines', () => {
    const typed = 'Ana\u0007 Gar\u0085cía\u202e\u2066 (\u001b[31m)\r\nLínea\t2\rfin\u007f';
    expect(cleanTypedText(typed)).toBe('Ana García ([31m)\nLínea\t2\nfin');
    expect(cleanTypedText(typed, 'one')).toBe('Ana García ([31m) Línea 2 fin');
    // Half an emoji and XML's two non-characters are no characters at all.
    expect(cleanTypedText('a\ud83db\ude00c\ufffe\uffff😀')).toBe('abc😀');
    expect(cleanTypedText('Ñandú 🐕‍🦺 €')).toBe('Ñandú 🐕‍🦺 €');
  });

  it('counts and cuts by characters, never inside an emoji or a flag', () => {
    expect(characterCount('😀'.repeat(500))).toBe(500);
    const cut = cutText(`${'a'.repeat(499)}😀b`, 500);
    expect(cut).toBe(`${'a'.repeat(499)}😀`);
    expect(cutText(`${'a'.repeat(499)}🇪🇸`, 500)).toBe('a'.repeat(499));
    expect(cutText('corto', 500)).toBe('corto');
    expect(cutText(`${'a'.repeat(499)}😀😀`, 500)).not.toMatch(/\p{Cs}/u);
  });

  it('the shared text fields clean what they keep and count an emoji as one character', () => {
    const name = requiredText('El nombre es requerido', 10);
    expect(name.parse(' Ana\u0000\u202e\nGarcía ')).toBe('Ana García');
    expect(name.safeParse('\u202e\u0007').error?.issues[0]?.message).toBe('El nombre es requerido');
    expect(name.parse('🐕'.repeat(10))).toBe('🐕'.repeat(10));
    expect(name.safeParse('🐕'.repeat(11)).error?.issues[0]?.message).toBe('Máximo 10 caracteres');
    expect(optionalText(2000).parse('Primera\r\nSegunda\u0003')).toBe('Primera\nSegunda');
  });
});

describe('a weekly repeat beside a date that is no date', () => {
  const classBody = {
    serviceId: '0190a1b2-0000-7000-8000-000000000000',
    time: '10:00',
    duration: 60,
    places: 5,
    payment: 'bono_attendance',
  };
  const requestBody = {
    clientName: 'Ana',
    clientEmail: 'ana@example.com',
    dogName: 'Luna',
    requestedTime: '10:00',
    serviceType: 'Adiestramiento',
    confirm: true,
  };

  it('is refused with the date message instead of throwing', () => {
    for (const date of ['', 'x', '9999-99-99', '2026-13-45'])
      for (const repeat of [{ count: 3 }, { until: '2027-01-01' }, { until: 'x' }]) {
        const c = ClassInputSchema.safeParse({ ...classBody, date, repeat });
        expect(c.success).toBe(false);
        expect(c.error!.issues.some((i) => i.path[0] === 'date')).toBe(true);
        const r = AppointmentRequestInputSchema.safeParse({
          ...requestBody,
          requestedDate: date,
          repeat,
        });
        expect(r.success).toBe(false);
        expect(r.error!.issues.some((i) => i.path[0] === 'requestedDate')).toBe(true);
      }
  });
});
