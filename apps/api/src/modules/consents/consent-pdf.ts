import { CONSENT_LABELS, type ConsentKind } from '@adiestra/shared';
import PDFDocument from 'pdfkit';
import { pdfText } from '../../lib/pdf-text.ts';
import { asBuffer, offThread } from '../../lib/work-pool.ts';

/** 1 mm in PDF points. */
const MM = 72 / 25.4;
const MARGIN = 20 * MM;

export interface AcceptedCopy {
  kind: ConsentKind;
  version: number;
  textShown: string;
  signedName: string;
  /** Null for a paper signature (issue 45.5). */
  ip: string | null;
  method: 'online' | 'paper';
  acceptedAt: Date;
  dogName: string | null;
  trainerName: string;
  timeZone: string;
}

/**
 * The owner's copy of an acceptance (issue 31.6), the same way the invoices module writes its PDF
 * (pdfkit, A4, Helvetica): the text exactly as shown, then who accepted, when, from which IP and
 * which version. It is rebuilt from the immutable row, so every download is the same document.
 */
export async function drawConsentPdf(copy: AcceptedCopy): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'es-ES',
    info: {
      Title: `${CONSENT_LABELS[copy.kind]} (versión ${copy.version})`,
      Author: copy.trainerName,
      Creator: 'Adiestra',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const [title = '', ...rest] = pdfText(copy.textShown).split('\n\n');
  doc.font('Helvetica-Bold').fontSize(16).text(pdfText(title));
  doc.moveDown(0.3);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(pdfText(`${copy.trainerName} · versión ${copy.version}`));
  doc.moveDown();
  doc.fillColor('#000000').fontSize(11);
  for (const paragraph of rest) {
    doc.text(pdfText(paragraph), { align: 'justify' });
    doc.moveDown(0.6);
  }
  const paper = copy.method === 'paper';
  const when = new Intl.DateTimeFormat('es-ES', {
    dateStyle: 'long',
    ...(paper ? {} : { timeStyle: 'medium' as const }),
    timeZone: copy.timeZone,
  }).format(copy.acceptedAt);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Aceptación');
  doc.font('Helvetica').fontSize(10);
  const lines = paper
    ? [
        `Firmado en papel por: ${copy.signedName} (registrado por el educador)`,
        copy.dogName ? `Perro: ${copy.dogName}` : null,
        `Fecha de la firma: ${when}`,
      ]
    : [
        `Aceptado por: ${copy.signedName} (nombre escrito por el titular)`,
        copy.dogName ? `Perro: ${copy.dogName}` : null,
        `Fecha y hora: ${when} (${copy.timeZone})`,
        `Dirección IP: ${copy.ip}`,
      ];
  for (const line of [...lines, `Documento: ${CONSENT_LABELS[copy.kind]}, versión ${copy.version}`])
    if (line) doc.text(pdfText(line));
  doc.end();
  return done;
}

/** drawConsentPdf in a worker thread (src/work-tasks.ts): a heavy text never holds the server. */
export const consentPdf = async (copy: AcceptedCopy) =>
  asBuffer(await offThread<typeof drawConsentPdf>('consentPdf', { timeoutMs: 30_000 }, copy));
