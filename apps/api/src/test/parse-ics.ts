import ICAL from 'ical.js';

/**
 * A strict reader of the iCalendar files the app sends, for tests: it fails on anything RFC 5545
 * forbids that our writer could get wrong (bare LF, over-long lines, unbalanced BEGIN/END,
 * malformed content lines) and returns each component's properties with TEXT unescaped.
 */
export interface IcsComponent {
  name: string;
  props: Record<string, { params: string; value: string }>;
  children: IcsComponent[];
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

const SINGLE = new Set([
  'UID',
  'SEQUENCE',
  'DTSTAMP',
  'DTSTART',
  'DTEND',
  'DURATION',
  'SUMMARY',
  'DESCRIPTION',
  'LOCATION',
  'STATUS',
  'ORGANIZER',
  'METHOD',
  'PRODID',
  'VERSION',
]);

export function parseIcs(text: string): IcsComponent {
  if (!text.endsWith('\r\n')) throw new Error('the file must end with CRLF');
  if (/[^\r]\n|\r[^\n]/.test(text)) throw new Error('line breaks must be CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line over 75 octets: ${line}`);
  }
  const lines = text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  const root: IcsComponent = { name: '', props: {}, children: [] };
  const stack = [root];
  for (const line of lines) {
    const match = /^([A-Z][A-Z0-9-]*)((?:;[A-Z-]+=(?:"[^"]*"|[^;:,"]*))*):(.*)$/.exec(line);
    if (!match) throw new Error(`malformed content line: ${line}`);
    const [, name, params, value] = match as unknown as [string, string, string, string];
    const current = stack.at(-1)!;
    if (name === 'BEGIN') {
      const child: IcsComponent = { name: value, props: {}, children: [] };
      current.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      if (current.name !== value) throw new Error(`END:${value} closes ${current.name}`);
      stack.pop();
    } else {
      // These may appear once per component (RFC 5545 §3.6.1); a repeat is a writer's bug.
      if (SINGLE.has(name) && current.props[name]) throw new Error(`${name} repeated`);
      current.props[name] = { params, value: unescapeText(value) };
    }
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('unbalanced calendar');
  return root.children[0]!;
}

/**
 * A calendar file as a calendar app reads it: our strict reader first (CRLF, folding, balanced
 * components), then ical.js, an independent parser. Each event lists every SEQUENCE it carries
 * (RFC 5545 allows one) and its LOCATION, if any.
 */
export function readCalendar(text: string) {
  parseIcs(text);
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return {
    method: calendar.getFirstPropertyValue('method'),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        sequences: vevent.getAllProperties('sequence').map((p) => p.getFirstValue()),
        status: vevent.getFirstPropertyValue('status'),
        location: vevent.getFirstPropertyValue('location'),
        summary: event.summary,
        description: event.description,
      };
    }),
  };
}

/** C0 controls but line breaks, DEL and C1 controls: none may reach a calendar file. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Ordinary text with every C0 control, DEL and a C1 control inside, all but U+0000, which the
 * API refuses at the door (lib/nul-guard.ts).
 */
export const withControls = (text: string) =>
  `${text}${Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)).join('')}\u007f\u0085`;
