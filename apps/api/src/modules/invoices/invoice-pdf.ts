import {
  INVOICE_TYPE_LABELS,
  TAX_EXEMPTION_MENTIONS,
  TAX_REGIME_TAX,
  VERIFACTU_PDF_MENTIONS,
  formatCents,
  type Invoice,
} from '@adiestra/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { pdfText } from '../../lib/pdf-text.ts';

/** 1 mm in PDF points. */
export const MM = 72 / 25.4;
export const MARGIN = 15 * MM;
const QR_SIZE = 35 * MM;
/** The size of the invoice's data (number, dates, parties, totals). */
export const DATA_FONT_SIZE = 10;

/**
 * Where the QR block goes: at the top left of the first page, "QR tributario:" above the code and
 * "VERI*FACTU" below it, both as large as the invoice's data, with at least 2 mm of blank between
 * the code and the legend besides the code's own margin (the QR specification's quiet zone).
 */
export const QR_BLOCK = (() => {
  const x = MARGIN;
  const labelY = MARGIN;
  const codeY = labelY + DATA_FONT_SIZE * 1.4;
  const legendY = codeY + QR_SIZE + 2.5 * MM;
  return {
    x,
    size: QR_SIZE,
    fontSize: DATA_FONT_SIZE,
    labelY,
    codeY,
    legendY,
    bottom: legendY + DATA_FONT_SIZE * 1.4,
  };
})();

/**
 * Draws the QR block (QR_BLOCK) of `qrUrl`, whose code is `png`; the VERI*FACTU legend only when
 * the invoice's record goes to the AEAT (`legend`, issue 45.8).
 */
export function drawQrBlock(doc: PDFKit.PDFDocument, png: Buffer, qrUrl: string, legend = true) {
  const { x, size, fontSize, labelY, codeY, legendY } = QR_BLOCK;
  doc
    .font('Helvetica-Bold')
    .fontSize(fontSize)
    .text('QR tributario:', x, labelY, { width: size, align: 'center' });
  doc.image(png, x, codeY, { width: size, height: size });
  // The code opens the AEAT's check from the PDF too.
  doc.link(x, codeY, size, size, qrUrl);
  if (!legend) return;
  doc
    .font('Helvetica-Bold')
    .fontSize(fontSize)
    .text('VERI*FACTU', x, legendY, { width: size, align: 'center' });
}

const money = (cents: number) => pdfText(formatCents(cents));
const esDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/**
 * The invoice as an A4 PDF (issue 30.6) with the mentions of RD 1619/2012 art. 6 and 7 and the
 * VERI*FACTU QR code (Orden HAC/1177/2024 art. 20-21): "QR tributario:" above it and the
 * VERI*FACTU legend below, once, at the top left of the first page; ISO/IEC 18004 level M, 35 mm.
 */
export async function drawInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const qr = await QRCode.toBuffer(invoice.qrUrl, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 420,
    type: 'png',
  });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'es-ES',
    info: {
      Title: `Factura ${invoice.number}`,
      Author: invoice.issuer.name,
      Subject: INVOICE_TYPE_LABELS[invoice.type],
      Creator: 'Adiestra',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const right = doc.page.width - MARGIN;
  const tax = TAX_REGIME_TAX[invoice.regime];
  const rectificativa = invoice.type.startsWith('R');
  const title =
    invoice.type === 'F2'
      ? 'FACTURA SIMPLIFICADA'
      : rectificativa
        ? 'FACTURA RECTIFICATIVA'
        : 'FACTURA';

  drawQrBlock(doc, qr, invoice.qrUrl, invoice.verifactu === 'verifactu');

  // Title, number and dates, beside the QR block.
  const headX = MARGIN + QR_SIZE + 10 * MM;
  const headWidth = width - QR_SIZE - 10 * MM;
  doc.font('Helvetica-Bold').fontSize(18).text(title, headX, MARGIN, { width: headWidth });
  doc.moveDown(0.3).font('Helvetica').fontSize(DATA_FONT_SIZE);
  doc.text(`Número: ${invoice.number}`, { width: headWidth });
  doc.text(`Fecha de expedición: ${esDate(invoice.issuedOn)}`, { width: headWidth });
  if (invoice.operationOn && invoice.operationOn !== invoice.issuedOn) {
    doc.text(`Fecha de la operación: ${esDate(invoice.operationOn)}`, { width: headWidth });
  }
  doc.text(`Tipo: ${INVOICE_TYPE_LABELS[invoice.type]}`, { width: headWidth });
  if (invoice.rectifies) {
    doc.text(
      `Rectifica la factura ${invoice.rectifies.number} de ${esDate(invoice.rectifies.issuedOn)} (${invoice.rectifies.method === 'S' ? 'por sustitución' : 'por diferencias'})`,
      { width: headWidth },
    );
  }
  if (invoice.cancelledAt) {
    doc.font('Helvetica-Bold').text('ANULADA', { width: headWidth }).font('Helvetica');
  }

  // The parties.
  const partiesY = Math.max(doc.y, QR_BLOCK.bottom) + 6 * MM;
  const half = (width - 10 * MM) / 2;
  const party = (
    heading: string,
    p: { name: string; taxId: string | null; address: string | null },
    x: number,
  ) => {
    doc.font('Helvetica-Bold').fontSize(9).text(heading, x, partiesY, { width: half });
    doc.font('Helvetica').fontSize(DATA_FONT_SIZE).text(pdfText(p.name), { width: half });
    if (p.taxId) doc.text(pdfText(`NIF: ${p.taxId}`), { width: half });
    if (p.address) doc.text(pdfText(p.address), { width: half });
    return doc.y;
  };
  const issuerBottom = party('EMISOR', invoice.issuer, MARGIN);
  const recipientBottom = invoice.recipient
    ? party('DESTINATARIO', invoice.recipient, MARGIN + half + 10 * MM)
    : partiesY;

  // The lines.
  let y = Math.max(issuerBottom, recipientBottom) + 8 * MM;
  const cols = [
    { label: 'Concepto', x: MARGIN, w: width - 4 * 26 * MM, align: 'left' as const },
    { label: 'Base imponible', x: right - 4 * 26 * MM, w: 26 * MM, align: 'right' as const },
    { label: `${tax} (%)`, x: right - 3 * 26 * MM, w: 26 * MM, align: 'right' as const },
    { label: `Cuota ${tax}`, x: right - 2 * 26 * MM, w: 26 * MM, align: 'right' as const },
    { label: 'Importe', x: right - 26 * MM, w: 26 * MM, align: 'right' as const },
  ];
  doc.font('Helvetica-Bold').fontSize(9);
  for (const col of cols) doc.text(col.label, col.x, y, { width: col.w, align: col.align });
  y += 14;
  doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.5).stroke();
  y += 4;
  doc.font('Helvetica').fontSize(9);
  for (const line of invoice.lines) {
    const cells = [
      line.description,
      money(line.baseCents),
      `${line.taxRate} %`,
      money(line.taxCents),
      money(line.totalCents),
    ];
    const height = doc.heightOfString(line.description, { width: cols[0]!.w - 4 });
    if (y + height > doc.page.height - MARGIN - 60 * MM) {
      doc.addPage();
      y = MARGIN;
    }
    cells.forEach((cell, i) =>
      doc.text(pdfText(cell), cols[i]!.x, y, {
        width: cols[i]!.w - (i === 0 ? 4 : 0),
        align: cols[i]!.align,
      }),
    );
    y += Math.max(height, 12) + 4;
  }
  doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.5).stroke();
  y += 6;

  // The totals.
  const totals: [string, string][] = [
    ['Base imponible', money(invoice.baseCents)],
    [`${tax} ${invoice.taxRate} %`, money(invoice.taxCents)],
    ['Total factura', money(invoice.totalCents)],
  ];
  if (invoice.irpfCents) {
    totals.push([`Retención IRPF ${invoice.irpfRate} %`, `-${money(invoice.irpfCents)}`]);
    totals.push(['Total a pagar', money(invoice.payableCents)]);
  }
  for (const [label, value] of totals) {
    const bold = label.startsWith('Total');
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(DATA_FONT_SIZE);
    doc.text(label, right - 90 * MM, y, { width: 60 * MM, align: 'right' });
    doc.text(value, right - 30 * MM, y, { width: 30 * MM, align: 'right' });
    y += 15;
  }

  // Mentions.
  y += 4 * MM;
  doc.font('Helvetica').fontSize(8.5);
  const mentions = [
    TAX_EXEMPTION_MENTIONS[invoice.regime],
    invoice.rectifies ? `Motivo de la rectificación: ${invoice.lines[0]?.description ?? ''}` : null,
    invoice.cancelledAt ? `Factura anulada: ${invoice.cancelReason ?? ''}` : null,
    VERIFACTU_PDF_MENTIONS[invoice.verifactu],
  ].filter((m): m is string => Boolean(m));
  for (const mention of mentions) {
    doc.text(pdfText(mention), MARGIN, y, { width });
    y = doc.y + 3;
  }
  doc.end();
  return done;
}

/**
 * The invoice PDF is drawn on the event loop still: its texts are bounded by the schemas and its
 * long words by pdfText. In the pool, parallel issues (which mail the PDF) answered 500 once in
 * invoices.test.ts, not yet explained; until then it stays here (decision 0114).
 */
export const invoicePdf = drawInvoicePdf;
