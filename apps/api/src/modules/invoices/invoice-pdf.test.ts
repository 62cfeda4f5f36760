import { describe, expect, it } from 'vitest';
import { DATA_FONT_SIZE, MARGIN, MM, QR_BLOCK, drawQrBlock } from './invoice-pdf.ts';

/**
 * The QR block as the QR specification asks: "QR tributario:" and "VERI*FACTU" as large as the
 * invoice's data, at least 2 mm of quiet zone below the code, the block at the top left.
 */

type Call = { op: string; args: unknown[]; fontSize: number };

/** A stand-in for the PDF document that records what is drawn, and at which font size. */
function recordingDoc() {
  const calls: Call[] = [];
  let fontSize = 12;
  const doc = {
    font: () => doc,
    fontSize: (size: number) => {
      fontSize = size;
      return doc;
    },
    text: (...args: unknown[]) => (calls.push({ op: 'text', args, fontSize }), doc),
    image: (...args: unknown[]) => (calls.push({ op: 'image', args, fontSize }), doc),
    link: (...args: unknown[]) => (calls.push({ op: 'link', args, fontSize }), doc),
  };
  return { doc: doc as unknown as PDFKit.PDFDocument, calls };
}

describe('the QR block of the invoice PDF', () => {
  const { doc, calls } = recordingDoc();
  drawQrBlock(doc, Buffer.from('png'), 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=1');
  const text = (value: string) => calls.find((c) => c.op === 'text' && c.args[0] === value)!;
  const image = calls.find((c) => c.op === 'image')!;
  const [, codeX, codeY, { height }] = image.args as [Buffer, number, number, { height: number }];

  it('labels the code "QR tributario:" and "VERI*FACTU" at least as large as the data', () => {
    expect(DATA_FONT_SIZE).toBeGreaterThanOrEqual(9);
    expect(text('QR tributario:').fontSize).toBeGreaterThanOrEqual(DATA_FONT_SIZE);
    expect(text('VERI*FACTU').fontSize).toBeGreaterThanOrEqual(DATA_FONT_SIZE);
  });

  it('leaves at least 2 mm below the code before the legend, the label above it', () => {
    const legendY = text('VERI*FACTU').args[2] as number;
    expect(legendY - (codeY + height)).toBeGreaterThanOrEqual(2 * MM);
    expect(text('QR tributario:').args[2] as number).toBeLessThan(codeY);
    expect(height).toBeCloseTo(35 * MM);
  });

  it('puts the block at the top left of the page, inside the margin', () => {
    expect(codeX).toBe(MARGIN);
    expect(text('QR tributario:').args.slice(1, 3)).toEqual([MARGIN, MARGIN]);
    expect(QR_BLOCK.bottom).toBeGreaterThan(text('VERI*FACTU').args[2] as number);
    expect(calls.find((c) => c.op === 'link')!.args.slice(0, 2)).toEqual([MARGIN, codeY]);
  });
});
