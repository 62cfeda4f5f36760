import { cleanTypedText } from '@adiestra/shared';

/**
 * A text as the PDF writers draw it with Helvetica's WinAnsi: what a stored text may still hold
 * from before texts were cleaned on writing (control and bidi characters) goes, a tab is a space
 * (no glyph), and Intl's narrow and no-break spaces become plain ones (no glyph either).
 */
export const pdfText = (text: string) => cleanTypedText(text).replace(/[\t\u202f\u00a0]/g, ' ');
