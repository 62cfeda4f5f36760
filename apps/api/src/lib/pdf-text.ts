import { cleanTypedText } from '@adiestra/shared';

/**
 * Text for pdfkit's Helvetica (WinAnsi), ready to lay out. What a stored text may still hold from
 * before texts were cleaned on writing (control and bidi characters) goes; a tab is a space and
 * Intl's narrow and no-break spaces become plain ones (WinAnsi has no glyph for them). A word
 * longer than WORD_SLICE characters gets a soft hyphen every WORD_SLICE characters: pdfkit breaks
 * a word wider than the line by trying one character fewer at a time, so a 20,000-character word
 * cost it about a second per PDF; with a break point every 20 characters it costs what ordinary
 * prose of its length does, and the soft hyphens show only where a line breaks.
 */
const WORD_SLICE = 20;
const LONG_WORD = new RegExp(`[^\\s\\u00ad]{${WORD_SLICE + 1},}`, 'g');
const SLICE = new RegExp(`.{${WORD_SLICE}}(?=.)`, 'gsu');

export const pdfText = (text: string) =>
  cleanTypedText(text)
    .replace(/[\t\u202f\u00a0]/g, ' ')
    .replace(LONG_WORD, (word) => word.replace(SLICE, '$&\u00ad'));
