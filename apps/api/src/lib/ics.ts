/**
 * A minimal iCalendar (RFC 5545) writer for one event: enough for every calendar app to import
 * an appointment. Times are written in UTC so no VTIMEZONE block is needed.
 */

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  organizer?: { name: string; email: string };
  /** When the file was made (DTSTAMP). */
  stamp?: Date;
  /**
   * Updates and cancellations (RFC 5546): the same UID with a higher SEQUENCE replaces the event
   * a calendar already holds; CANCEL removes it. The first file is a plain PUBLISH.
   */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  sequence?: number;
  /** The owner, whom REQUEST and CANCEL address. */
  attendee?: { name: string; email: string };
}

/** An appointment's event UID: the same in the approval mail's file and in the trainer's feed. */
export const appointmentUid = (appointmentId: string) => `${appointmentId}@adiestra`;

/** 2026-03-29T08:00:00.000Z → 20260329T080000Z (RFC 5545 §3.3.5, form #2). */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Parameter values with `:;,` must be quoted, and may not hold a double quote (§3.2). */
const paramValue = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

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

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Adiestra//Citas//ES',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method ?? 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${icsDateTime(event.stamp ?? new Date())}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
  ];
  if (event.sequence) lines.push(`SEQUENCE:${event.sequence}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.organizer) {
    const { name, email } = event.organizer;
    lines.push(`ORGANIZER;CN=${paramValue(name)}:mailto:${email}`);
  }
  if (event.attendee) {
    const { name, email } = event.attendee;
    lines.push(`ATTENDEE;CN=${paramValue(name)};ROLE=REQ-PARTICIPANT:mailto:${email}`);
  }
  const status = event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED';
  lines.push(`STATUS:${status}`, 'END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A wall-clock start in the calendar's zone (the appointment's stored date and time). */
export interface LocalStart {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, or null for an all-day event (a request with no time). */
  time: string | null;
}

export interface FeedEvent {
  uid: string;
  start: LocalStart;
  durationMinutes: number;
  summary: string;
  description?: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  sequence: number;
}

const compactDate = (date: string) => date.replace(/-/g, '');

/** The next day of a YYYY-MM-DD (the exclusive end of an all-day event). */
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A subscription calendar (the trainer's feed): events written in the trainer's own zone
 * (DTSTART;TZID=…) with that zone's VTIMEZONE, so every calendar shows the wall-clock time the
 * trainer booked, on either side of a clock change. `vtimezone` is the zone's VTIMEZONE block.
 */
export function buildCalendarFeed(feed: {
  name: string;
  timeZone: string;
  vtimezone: string;
  stamp: Date;
  events: FeedEvent[];
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Adiestra//Agenda//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `X-WR-TIMEZONE:${feed.timeZone}`,
    // Calendar apps poll a subscription at their own pace; this asks for an hourly refresh.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...feed.vtimezone.split(/\r?\n/).filter(Boolean),
  ];
  for (const event of feed.events) {
    const { date, time } = event.start;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icsDateTime(feed.stamp)}`,
      ...(time
        ? [
            `DTSTART;TZID=${feed.timeZone}:${compactDate(date)}T${time.replace(':', '').slice(0, 4)}00`,
            `DURATION:PT${event.durationMinutes}M`,
          ]
        : [
            `DTSTART;VALUE=DATE:${compactDate(date)}`,
            `DTEND;VALUE=DATE:${compactDate(nextDay(date))}`,
          ]),
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      `STATUS:${event.status}`,
      `SEQUENCE:${event.sequence}`,
      // Tentative requests and cancelled appointments should not block the trainer's time.
      `TRANSP:${event.status === 'CONFIRMED' ? 'OPAQUE' : 'TRANSPARENT'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
