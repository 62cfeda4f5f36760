import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { parseIcs } from '../test/parse-ics.ts';
import { buildCalendar, escapeText, foldLine, icsDateTime, type IcsEvent } from './ics.ts';

const stamp = new Date('2026-01-01T10:00:00Z');
/** Every C0 control, DEL and a C1 control, around ordinary text. */
const controls = `A${Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('')}\u007fB\u0085C`;

const event = (overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'abc@adiestra',
  when: { start: new Date('2026-03-29T08:00:00Z'), end: new Date('2026-03-29T09:30:00Z') },
  summary: 'Sesión',
  status: 'CONFIRMED',
  sequence: 0,
  ...overrides,
});

/** The VEVENTs as ical.js (an independent parser) reads them. */
const veventsOf = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');

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
    const ics = buildCalendar({
      method: 'PUBLISH',
      stamp,
      events: [
        event({
          summary,
          description,
          organizer: { name: 'Lucía "La" García', email: 'lucia@example.com' },
        }),
      ],
    });
    const calendar = parseIcs(ics);
    expect(calendar.name).toBe('VCALENDAR');
    expect(calendar.props.VERSION?.value).toBe('2.0');
    expect(calendar.props.PRODID?.value).toBeTruthy();
    const parsed = calendar.children[0]!;
    expect(parsed.name).toBe('VEVENT');
    expect(parsed.props.UID?.value).toBe('abc@adiestra');
    expect(parsed.props.DTSTAMP?.value).toBe('20260101T100000Z');
    expect(parsed.props.DTSTART?.value).toBe('20260329T080000Z');
    expect(parsed.props.DTEND?.value).toBe('20260329T093000Z');
    expect(parsed.props.SUMMARY?.value).toBe(summary);
    expect(parsed.props.DESCRIPTION?.value).toBe(description);
    expect(parsed.props.ORGANIZER).toEqual({
      params: ';CN="Lucía La García"',
      value: 'mailto:lucia@example.com',
    });
    // No place known: no LOCATION at all (not an empty one).
    expect(parsed.props.LOCATION).toBeUndefined();
  });

  it('writes one SEQUENCE per event, whatever the number', () => {
    for (const sequence of [0, 1, 7]) {
      const [vevent] = veventsOf(
        buildCalendar({ method: 'REQUEST', stamp, events: [event({ sequence })] }),
      );
      expect(vevent!.getAllProperties('sequence').map((p) => p.getFirstValue())).toEqual([
        sequence,
      ]);
    }
  });

  it('writes the place as LOCATION, escaped', () => {
    const location = 'Parque del Retiro, puerta de Alcalá; junto a la fuente';
    const text = buildCalendar({ method: 'PUBLISH', stamp, events: [event({ location })] });
    const [vevent] = veventsOf(text);
    expect(vevent!.getAllProperties('location').map((p) => p.getFirstValue())).toEqual([location]);
    // Blank or control-only places say nothing.
    for (const blank of ['', '   ', '\u0000\u0001', null]) {
      const [none] = veventsOf(
        buildCalendar({ method: 'PUBLISH', stamp, events: [event({ location: blank })] }),
      );
      expect(none!.hasProperty('location')).toBe(false);
    }
  });

  it('removes control characters from every text, keeping line breaks as escapes', () => {
    const text = buildCalendar({
      method: 'PUBLISH',
      stamp,
      feed: { name: controls, timeZone: 'Europe/Madrid', vtimezone: '' },
      events: [
        event({
          summary: controls,
          description: controls,
          location: controls,
          organizer: { name: controls, email: 'lucia@example.com' },
          attendee: { name: controls, email: 'marta@example.com' },
        }),
      ],
    });
    // The raw file: CRLF between lines and nothing else below U+0020, no DEL nor C1.
    // eslint-disable-next-line no-control-regex
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    parseIcs(text);
    const calendar = new ICAL.Component(ICAL.parse(text));
    // ical.js keeps an X- property's value as written (escaped).
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('A \\n\\nBC');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    // The tab becomes a space; LF and CR were line breaks and stay so; the rest is gone.
    expect(vevent.getFirstPropertyValue('summary')).toBe('A \n\nBC');
    expect(vevent.getFirstPropertyValue('location')).toBe('A \n\nBC');
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('A BC');
  });

  it('marks a cancellation as CANCEL with a CANCELLED event', () => {
    const text = buildCalendar({
      method: 'CANCEL',
      stamp,
      events: [event({ status: 'CANCELLED', sequence: 2 })],
    });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe(
      'CANCELLED',
    );
  });
});
