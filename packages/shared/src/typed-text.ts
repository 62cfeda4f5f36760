/*
 * What a person types, made safe to keep and to write into any format: one rule for the forms,
 * the routes and every writer (XML for the AEAT, PDFs). Zod-free, so the booking page may use it.
 */

/** Control characters no typed text needs (C0 but tab and line feed, DEL, C1). */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/**
 * Bidirectional embeddings, overrides and isolates: they reorder what a reader sees ("invoice
 * fdp.exe" shown as "invoice exe.pdf"), and a registro record must read as it is.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
/** Half a surrogate pair (no character at all) and the two non-characters XML 1.0 refuses. */
const NOT_CHARACTERS =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[\ufffe\uffff]/g;

/** 'one': a name, a title (tabs and line breaks become a space); 'many': notes, bodies. */
export type TextLines = 'one' | 'many';

/** The typed text without what no format should carry; line breaks kept where text has lines. */
export function cleanTypedText(value: string, lines: TextLines = 'many'): string {
  const breaks = value.replace(/\r\n?/g, '\n');
  const flat = lines === 'one' ? breaks.replace(/[\t\n]/g, ' ') : breaks;
  return flat.replace(CONTROLS, '').replace(BIDI_CONTROLS, '').replace(NOT_CHARACTERS, '');
}

/** Characters as a person counts them (code points), not UTF-16 units: an emoji is one. */
export const characterCount = (value: string) => {
  let count = 0;
  for (const _ of value) count++;
  return count;
};

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

/**
 * At most `max` characters (code points, what PostgreSQL and the AEAT's XSD count), cut between
 * whole graphemes: never half an emoji (a lone surrogate breaks jsonb and XML) nor a flag split.
 */
export function cutText(value: string, max: number): string {
  if (value.length <= max) return value;
  let kept = '';
  let count = 0;
  for (const { segment } of graphemes.segment(value)) {
    const size = characterCount(segment);
    if (count + size > max) break;
    kept += segment;
    count += size;
  }
  return kept;
}
