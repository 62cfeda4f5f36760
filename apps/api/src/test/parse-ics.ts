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
      current.props[name] = { params, value: unescapeText(value) };
    }
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('unbalanced calendar');
  return root.children[0]!;
}
