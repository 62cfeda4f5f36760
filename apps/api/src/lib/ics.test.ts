import { describe, expect, it } from 'vitest';
import { parseIcs } from '../test/parse-ics.ts';
import { buildIcs, escapeText, foldLine, icsDateTime } from './ics.ts';

describe('ics writer', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds long lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'ñ'.repeat(100)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n'))
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes UTC date-times', () => {
    expect(icsDateTime(new Date('2026-03-29T08:00:00.000Z'))).toBe('20260329T080000Z');
  });

  it('builds a calendar that parses back to the same event', () => {
    const summary = 'Corrección de Comportamiento con Lucía García; sesión, "extra"';
    const description = `Perro: Rocky\n${'Notas largas con acentos áéíóú. '.repeat(5)}`;
    const ics = buildIcs({
      uid: 'abc@adiestra',
      stamp: new Date('2026-01-01T10:00:00Z'),
      start: new Date('2026-03-29T08:00:00Z'),
      end: new Date('2026-03-29T09:30:00Z'),
      summary,
      description,
      organizer: { name: 'Lucía "La" García', email: 'lucia@example.com' },
    });
    const calendar = parseIcs(ics);
    expect(calendar.name).toBe('VCALENDAR');
    expect(calendar.props.VERSION?.value).toBe('2.0');
    expect(calendar.props.PRODID?.value).toBeTruthy();
    const event = calendar.children[0]!;
    expect(event.name).toBe('VEVENT');
    expect(event.props.UID?.value).toBe('abc@adiestra');
    expect(event.props.DTSTAMP?.value).toBe('20260101T100000Z');
    expect(event.props.DTSTART?.value).toBe('20260329T080000Z');
    expect(event.props.DTEND?.value).toBe('20260329T093000Z');
    expect(event.props.SUMMARY?.value).toBe(summary);
    expect(event.props.DESCRIPTION?.value).toBe(description);
    expect(event.props.ORGANIZER).toEqual({
      params: ';CN="Lucía La García"',
      value: 'mailto:lucia@example.com',
    });
  });
});
