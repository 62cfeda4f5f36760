import {
  GESTOR_MESSAGES,
  aeatBookFileName,
  todayIn,
  type BonoLiability,
  type GestorPackage,
  type GestorPackageInput,
  type TaxSummary,
} from '@adiestra/shared';
import { zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/client.ts';
import { gestorQuarterMail } from '../../emails/gestor-quarter.tsx';
import { AppError, invalid } from '../../lib/app-error.ts';
import { csvAmount, csvFile } from '../../lib/spreadsheet-file.ts';
import { bonoLiability } from '../bonos/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import { bookFiles, periodRange, taxSummary } from './book.service.ts';
import { invoicePdfFiles } from './pdf-zip.ts';
import * as repository from './invoices.repository.ts';

/**
 * A ZIP this large does not fit a mail most servers accept (25 MB with base64's third on top):
 * the trainer is told to download the parts instead.
 */
export const GESTOR_ZIP_MAX_BYTES = 15 * 1024 * 1024;

/** The figures of the quarter as a sheet: model, box, what it is, amount, where it comes from. */
function figuresCsv(summary: TaxSummary, liability: BonoLiability) {
  return csvFile([
    ['Modelo', 'Casilla', 'Concepto', 'Importe', 'De dónde sale'],
    ...summary.figures.map((f) => [f.model, f.box ?? '', f.label, csvAmount(f.cents), f.source]),
    [
      'Bonos',
      '',
      'Sesiones pagadas pendientes de dar',
      csvAmount(liability.valueCents),
      `${liability.sessionsLeft} sesiones de ${liability.bonos} bonos vigentes el ${liability.on.split('-').reverse().join('/')}, cada una al precio del bono ÷ sus sesiones`,
    ],
    ...liability.expiring.map((e) => [
      'Bonos',
      '',
      `Caducan en ${e.days} días`,
      csvAmount(e.valueCents),
      `${e.sessionsLeft} sesiones de bonos que caducan hasta el ${e.until.split('-').reverse().join('/')}`,
    ]),
  ]);
}

/**
 * "Enviar a mi gestor": the quarter's books (XLSX and CSV in the AEAT's format), its invoices as
 * PDFs and its figures, zipped and mailed to the gestor's address of the fiscal profile. The mail
 * is written to the outbox in the same transaction as the event that records the sending, so it
 * leaves once and only if that commits.
 */
export async function sendGestorPackage(
  db: Db,
  caller: { id: string; timeZone: string },
  input: GestorPackageInput,
  now: Date,
  /** Where the books are read: the replica when there is one (decision 0155); the event and the mail go to `db`. */
  reads: Db = db,
): Promise<GestorPackage> {
  const profile = await repository.selectProfile(reads, caller.id);
  if (!profile?.gestorEmail) throw invalid('gestorEmail', GESTOR_MESSAGES.noEmail);
  const { label } = periodRange(input);
  const pdfs = await invoicePdfFiles(reads, caller.id, input, 'facturas/');
  const books = await bookFiles(reads, caller.id, input);
  const summary = await taxSummary(reads, caller.id, input);
  const liability = await bonoLiability(reads, caller.id, todayIn(caller.timeZone, now));
  const files: Zippable = {
    [aeatBookFileName(profile, input, 'xlsx')]: books.xlsx,
    [aeatBookFileName(profile, input, 'csv')]: Buffer.from(books.csv),
    [`cifras-${label}.csv`]: Buffer.from(figuresCsv(summary, liability)),
    ...pdfs,
  };
  const zip = Buffer.from(zipSync(files));
  if (zip.length > GESTOR_ZIP_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 413, GESTOR_MESSAGES.tooLarge);
  }
  const mail = await gestorQuarterMail(
    profile.gestorEmail,
    {
      issuerName: profile.name,
      taxId: profile.taxId,
      period: `${input.quarter}.º trimestre de ${input.year}`,
      invoices: Object.keys(pdfs).length,
    },
    { filename: `${profile.taxId}-${label}.zip`, content: zip },
  );
  await db.transaction(async (tx) => {
    await repository.insertEvent(tx, caller.id, 'book_exported', now, {
      format: 'gestor',
      ...input,
      to: profile.gestorEmail,
    });
    await enqueueMails(tx, [mail], { businessId: caller.id, now });
  });
  return { email: profile.gestorEmail, files: Object.keys(files).sort() };
}
