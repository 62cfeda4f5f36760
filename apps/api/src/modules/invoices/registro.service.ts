import {
  INVOICE_MESSAGES,
  TAX_REGIME_CLAVE,
  TAX_REGIME_TAX,
  VERIFACTU_SYSTEM,
  aeatAmount,
  aeatDate,
  cutText,
  type InvoiceRecordKind,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import type { Amounts } from './rectifications.ts';
import * as repository from './invoices.repository.ts';
import type { InvoiceRecordRow, InvoiceRow } from './invoices.repository.ts';
import {
  altaHashInput,
  anulacionHashInput,
  huella,
  registroInstant,
  registroTimestamp,
} from './registro.ts';

/** The registro de facturación (issue 30.5): records chained by their huella. */

/** A write refused because the chain does not verify; the service logs it and answers 409. */
export class ChainBrokenError extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ChainBrokenError';
  }
}

/** The huella a stored record should have, from the literals it holds. */
export function recomputeHash(record: InvoiceRecordRow) {
  if (record.kind === 'alta') {
    return huella(
      altaHashInput({
        IDEmisorFactura: record.issuerTaxId,
        NumSerieFactura: record.number,
        FechaExpedicionFactura: record.issueDate,
        TipoFactura: record.invoiceType ?? '',
        CuotaTotal: record.cuotaTotal ?? '',
        ImporteTotal: record.importeTotal ?? '',
        Huella: record.previousHash,
        FechaHoraHusoGenRegistro: record.generatedAt,
      }),
    );
  }
  return huella(
    anulacionHashInput({
      IDEmisorFacturaAnulada: record.issuerTaxId,
      NumSerieFacturaAnulada: record.number,
      FechaExpedicionFacturaAnulada: record.issueDate,
      Huella: record.previousHash,
      FechaHoraHusoGenRegistro: record.generatedAt,
    }),
  );
}

/** Whether `record` is sound and follows `previous` (none for the first). */
function linkProblem(record: InvoiceRecordRow, previous: InvoiceRecordRow | undefined) {
  if (recomputeHash(record) !== record.hash) return 'huella';
  if (record.seq !== (previous ? previous.seq + 1 : 1)) return 'orden';
  if (record.previousHash !== (previous?.hash ?? '')) return 'encadenamiento';
  return null;
}

/** The whole chain checked, for the registro's screen and the tests. */
export async function verifyChain(db: Db | Tx, businessId: string) {
  const records = await repository.selectAllRecords(db, businessId);
  for (let i = 0; i < records.length; i++) {
    const problem = linkProblem(records[i]!, records[i - 1]);
    if (problem)
      return { records: records.length, valid: false, brokenAt: records[i]!.seq, problem };
  }
  return { records: records.length, valid: true, brokenAt: null, problem: null };
}

const desglose = (invoice: InvoiceRow) => {
  const exempt = invoice.taxRate === 0;
  return [
    {
      Impuesto: TAX_REGIME_TAX[invoice.regime] === 'IVA' ? '01' : '03',
      ClaveRegimen: TAX_REGIME_CLAVE[invoice.regime],
      ...(exempt
        ? { OperacionExenta: invoice.regime === 'repep' ? 'E6' : 'E1' }
        : {
            CalificacionOperacion: 'S1',
            TipoImpositivo: `${invoice.taxRate}.00`,
            CuotaRepercutida: aeatAmount(invoice.taxCents),
          }),
      BaseImponibleOimporteNoSujeto: aeatAmount(invoice.baseCents),
    },
  ];
};

/**
 * What a record says about the ones before it for the same invoice (decision 0127), outside the
 * huella: Subsanacion = S corrects a record the AEAT rejected or took with errors, RechazoPrevio
 * = S when that record was rejected; an anulación says SinRegistroPrevio = S when the AEAT holds
 * no record of issue for the invoice, RechazoPrevio = S when it rejected an earlier anulación.
 */
export interface RecordFlags {
  Subsanacion?: 'S';
  RechazoPrevio?: 'S' | 'N';
  SinRegistroPrevio?: 'S';
}

/**
 * Writes the next record of the trainer's chain for an issue or a cancellation. Before it, the
 * last record is checked (its huella recomputed, its link to the one before) and the clock must
 * not be behind it by more than a minute: otherwise nothing is written (ChainBrokenError, or a
 * 409 for the clock).
 */
export async function appendRecord(
  tx: Tx,
  caller: { id: string; timeZone: string },
  now: Date,
  entry: {
    kind: InvoiceRecordKind;
    invoice: InvoiceRow;
    /** What it rectifies; for a substitution, the amounts it replaced (decision 0146). */
    rectified: { row: InvoiceRow; method: 'S' | 'I'; replaced: Amounts } | null;
    flags?: RecordFlags;
  },
) {
  const [last, beforeLast] = await repository.selectLastRecords(tx, caller.id, 2);
  if (last) {
    const problem = linkProblem(last, beforeLast);
    if (problem) {
      throw new ChainBrokenError(INVOICE_MESSAGES.chainBroken, { seq: last.seq, problem });
    }
    if (now.getTime() < registroInstant(last.generatedAt).getTime() - 60_000) {
      throw new AppError('CONFLICT', 409, INVOICE_MESSAGES.clockBehind);
    }
  }
  const { invoice } = entry;
  const generatedAt = registroTimestamp(now, caller.timeZone);
  const previousHash = last?.hash ?? '';
  const issueDate = aeatDate(invoice.issuedOn);
  const encadenamiento = last
    ? {
        RegistroAnterior: {
          IDEmisorFactura: last.issuerTaxId,
          NumSerieFactura: last.number,
          FechaExpedicionFactura: last.issueDate,
          Huella: last.hash,
        },
      }
    : { PrimerRegistro: 'S' };
  // The installation (NumeroInstalacion) is the business's: it holds several obligados tributarios
  // once its registro has records of more than one issuer NIF (the profile's NIF changed).
  const issuers = new Set([
    ...(await repository.selectRecordIssuers(tx, caller.id)),
    invoice.issuerTaxId,
  ]);
  const sistema = {
    NombreRazon: VERIFACTU_SYSTEM.producerName,
    NombreSistemaInformatico: VERIFACTU_SYSTEM.name,
    IdSistemaInformatico: VERIFACTU_SYSTEM.id,
    Version: VERIFACTU_SYSTEM.version,
    NumeroInstalacion: caller.id,
    TipoUsoPosibleSoloVerifactu: 'S',
    TipoUsoPosibleMultiOT: 'S',
    IndicadorMultiplesOT: issuers.size > 1 ? 'S' : 'N',
  };
  let hash: string;
  let payload: Record<string, unknown>;
  const common = {
    invoiceId: invoice.id,
    issuerTaxId: invoice.issuerTaxId,
    number: invoice.number,
    issueDate,
    previousHash,
    generatedAt,
  };
  if (entry.kind === 'alta') {
    const cuotaTotal = aeatAmount(invoice.taxCents);
    const importeTotal = aeatAmount(invoice.totalCents);
    hash = huella(
      altaHashInput({
        IDEmisorFactura: invoice.issuerTaxId,
        NumSerieFactura: invoice.number,
        FechaExpedicionFactura: issueDate,
        TipoFactura: invoice.type,
        CuotaTotal: cuotaTotal,
        ImporteTotal: importeTotal,
        Huella: previousHash,
        FechaHoraHusoGenRegistro: generatedAt,
      }),
    );
    const rectified = entry.rectified;
    payload = {
      IDVersion: '1.0',
      IDFactura: {
        IDEmisorFactura: invoice.issuerTaxId,
        NumSerieFactura: invoice.number,
        FechaExpedicionFactura: issueDate,
      },
      NombreRazonEmisor: invoice.issuerName,
      ...entry.flags,
      TipoFactura: invoice.type,
      ...(rectified
        ? {
            TipoRectificativa: rectified.method,
            FacturasRectificadas: [
              {
                IDEmisorFactura: rectified.row.issuerTaxId,
                NumSerieFactura: rectified.row.number,
                FechaExpedicionFactura: aeatDate(rectified.row.issuedOn),
              },
            ],
            ...(rectified.method === 'S'
              ? {
                  ImporteRectificacion: {
                    BaseRectificada: aeatAmount(rectified.replaced.baseCents),
                    CuotaRectificada: aeatAmount(rectified.replaced.taxCents),
                  },
                }
              : {}),
          }
        : {}),
      ...(invoice.operationOn ? { FechaOperacion: aeatDate(invoice.operationOn) } : {}),
      DescripcionOperacion: cutText(invoice.description, 500),
      ...(invoice.recipientName
        ? { Destinatarios: [{ NombreRazon: invoice.recipientName, NIF: invoice.recipientTaxId }] }
        : {}),
      Desglose: desglose(invoice),
      CuotaTotal: cuotaTotal,
      ImporteTotal: importeTotal,
      Encadenamiento: encadenamiento,
      SistemaInformatico: sistema,
      FechaHoraHusoGenRegistro: generatedAt,
      TipoHuella: '01',
      Huella: hash,
    };
    await repository.insertRecord(tx, {
      businessId: caller.id,
      seq: (last?.seq ?? 0) + 1,
      kind: 'alta',
      invoiceType: invoice.type,
      cuotaTotal,
      importeTotal,
      hash,
      payload,
      ...common,
    });
  } else {
    hash = huella(
      anulacionHashInput({
        IDEmisorFacturaAnulada: invoice.issuerTaxId,
        NumSerieFacturaAnulada: invoice.number,
        FechaExpedicionFacturaAnulada: issueDate,
        Huella: previousHash,
        FechaHoraHusoGenRegistro: generatedAt,
      }),
    );
    payload = {
      IDVersion: '1.0',
      IDFactura: {
        IDEmisorFacturaAnulada: invoice.issuerTaxId,
        NumSerieFacturaAnulada: invoice.number,
        FechaExpedicionFacturaAnulada: issueDate,
      },
      ...entry.flags,
      Encadenamiento: encadenamiento,
      SistemaInformatico: sistema,
      FechaHoraHusoGenRegistro: generatedAt,
      TipoHuella: '01',
      Huella: hash,
    };
    await repository.insertRecord(tx, {
      businessId: caller.id,
      seq: (last?.seq ?? 0) + 1,
      kind: 'anulacion',
      invoiceType: null,
      cuotaTotal: null,
      importeTotal: null,
      hash,
      payload,
      ...common,
    });
  }
  await repository.insertEvent(tx, caller.id, 'record_written', now, {
    kind: entry.kind,
    number: invoice.number,
    huella: hash,
  });
}
