/**
 * The app's one iCalendar (RFC 5545) writer: the .ics attached to mails, the Mi área download
 * and the trainer's subscription feed are all written here (decision 0030), so each property
 * appears once per event, TEXT is escaped the same way and no control character gets out.
 */

/** A wall-clock start in the calendar's zone (the appointment's stored date and time). */
export interface LocalStart {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, or null for an all-day event (a request with no time). */
  time: string | null;
}

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  uid: string;
  /**
   * An instant range written in UTC (a single file needs no VTIMEZONE), or a wall-clock start in
   * the calendar's zone with a duration (the feed, which carries that zone's VTIMEZONE).
   */
  when: { start: Date; end: Date } | { local: LocalStart; durationMinutes: number };
  summary: string;
  description?: string | undefined;
  /** The session place from Ajustes, when the trainer gave one. */
  location?: string | null | undefined;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /**
   * Updates and cancellations (RFC 5546): the same UID with a higher SEQUENCE replaces the event
   * a calendar already holds.
   */
  sequence: number;
  organizer?: IcsPerson | undefined;
  /** The owner, whom REQUEST and CANCEL address. */
  attendee?: IcsPerson | undefined;
  /** Tentative requests and cancelled appointments should not block the trainer's time. */
  transparent?: boolean;
}

export interface IcsCalendar {
  /** The file's purpose (RFC 5546): a plain copy, an update to apply, or a cancellation. */
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  /** When the file was made (every event's DTSTAMP). */
  stamp: Date;
  events: IcsEvent[];
  /** A subscription calendar's name and zone (with the zone's VTIMEZONE block). */
  feed?: { name: string; timeZone: string; vtimezone: string };
}

/** An appointment's event UID: the same in every mailed file, the download and the feed. */
export const appointmentUid = (appointmentId: string) => `${appointmentId}@adiestra`;

/**
 * A dog's place in a class (issue 29): the same in its confirmation, its reminder and the Mi área
 * download. Not the class's own UID (the trainer's feed): the owner's calendar holds their place.
 */
export const classPlaceUid = (placeId: string) => `class-place-${placeId}@adiestra`;

/** 2026-03-29T08:00:00.000Z → 20260329T080000Z (RFC 5545 §3.3.5, form #2). */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Control characters (C0 but line breaks, DEL, C1) are not allowed in a content line (§3.1,
 * §3.3.11) and some calendar apps reject the whole file over one: names and notes typed by
 * visitors lose them. A tab becomes a space, which a note's reader would expect.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
export const stripControl = (value: string) => value.replace(/\t/g, ' ').replace(CONTROL, '');

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return stripControl(value)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Parameter values are quoted for `:;,` and may hold neither a double quote nor a line break (§3.2). */
const paramValue = (value: string) => `"${stripControl(value).replace(/["\r\n]/g, '')}"`;

/**
 * Lines longer than 75 octets are folded with CRLF + space (§3.1), never inside a UTF-8
 * character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');

/** The next day of a YYYY-MM-DD (the exclusive end of an all-day event). */
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function timeLines(when: IcsEvent['when'], timeZone: string | undefined): string[] {
  if ('start' in when) {
    return [`DTSTART:${icsDateTime(when.start)}`, `DTEND:${icsDateTime(when.end)}`];
  }
  const { date, time } = when.local;
  if (!time) {
    return [
      `DTSTART;VALUE=DATE:${compactDate(date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(date))}`,
    ];
  }
  if (!timeZone) throw new Error('a wall-clock event needs the calendar zone');
  return [
    `DTSTART;TZID=${timeZone}:${compactDate(date)}T${time.replace(':', '').slice(0, 4)}00`,
    `DURATION:PT${when.durationMinutes}M`,
  ];
}

function eventLines(event: IcsEvent, stamp: Date, timeZone: string | undefined): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTime(stamp)}`,
    ...timeLines(event.when, timeZone),
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  const location = event.location && stripControl(event.location).trim();
  if (location) lines.push(`LOCATION:${escapeText(location)}`);
  if (event.organizer) {
    const { name, email } = event.organizer;
    lines.push(`ORGANIZER;CN=${paramValue(name)}:mailto:${stripControl(email)}`);
  }
  if (event.attendee) {
    const { name, email } = event.attendee;
    lines.push(
      `ATTENDEE;CN=${paramValue(name)};ROLE=REQ-PARTICIPANT:mailto:${stripControl(email)}`,
    );
  }
  lines.push(`STATUS:${event.status}`);
  if (event.transparent !== undefined) {
    lines.push(`TRANSP:${event.transparent ? 'TRANSPARENT' : 'OPAQUE'}`);
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The calendar as RFC 5545 text: CRLF line ends, folded lines. */
export function buildCalendar(calendar: IcsCalendar): string {
  const { feed } = calendar;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    feed ? 'PRODID:-//Adiestra//Agenda//ES' : 'PRODID:-//Adiestra//Citas//ES',
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method}`,
  ];
  if (feed) {
    lines.push(
      `X-WR-CALNAME:${escapeText(feed.name)}`,
      `X-WR-TIMEZONE:${feed.timeZone}`,
      // Calendar apps poll a subscription at their own pace; this asks for an hourly refresh.
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
      ...feed.vtimezone.split(/\r?\n/).filter(Boolean),
    );
  }
  for (const event of calendar.events) {
    lines.push(...eventLines(event, calendar.stamp, feed?.timeZone));
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
