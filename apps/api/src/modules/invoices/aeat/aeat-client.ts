import { request } from 'node:https';
import { XMLParser } from 'fast-xml-parser';

/**
 * Posts one SOAP message to the AEAT over mutual TLS with the trainer's certificate (issue 30.7)
 * and reads its answer. A transport failure (no connection, TLS refused, time-out, an HTTP status
 * without a SOAP body) is a `TransportError`: only those are retried. A SOAP fault or a
 * RespuestaRegFactuSistemaFacturacion is an answer, returned as it came.
 */

export class TransportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransportError';
  }
}

/**
 * One RespuestaLinea of RespuestaSuministro.xsd (RespuestaExpedidaType): the record's IDFactura
 * and Operacion, its EstadoRegistro with the AEAT's code and words, and, when the AEAT refused it
 * as a duplicate, the state of the record it already holds (RegistroDuplicado).
 */
export interface LineAnswer {
  kind: 'alta' | 'anulacion';
  issuerTaxId: string;
  number: string;
  /** FechaExpedicionFactura, dd-mm-yyyy. */
  date: string;
  status: 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
  errorCode: string | null;
  errorDescription: string | null;
  duplicate: {
    status: 'Correcta' | 'AceptadaConErrores' | 'Anulada';
    errorCode: string | null;
    errorDescription: string | null;
  } | null;
}

/** RespuestaRegFactuSistemaFacturacion (RespuestaSuministro.xsd), or a SOAP fault. */
export type AeatAnswer =
  | { kind: 'fault'; code: string; message: string }
  | {
      kind: 'answer';
      /** Given only when the AEAT did not reject the whole message. */
      csv: string | null;
      /** TiempoEsperaEnvio: seconds before the next message may leave. */
      waitSeconds: number;
      status: 'Correcto' | 'ParcialmenteCorrecto' | 'Incorrecto';
      lines: LineAnswer[];
    };

export interface AeatEndpoint {
  url: string;
  timeoutMs: number;
  /** Trusted roots besides the system's (the tests' own CA); none in production. */
  ca?: string;
}

const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'RespuestaLinea',
});

type Node = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : null;

/** Reads the body of an answer; null when it is neither a fault nor a Respuesta. */
export function readAnswer(xml: string): AeatAnswer | null {
  let body: Node | undefined;
  try {
    body = ((parser.parse(xml) as Node).Envelope as Node | undefined)?.Body as Node | undefined;
  } catch {
    return null;
  }
  if (!body) return null;
  const fault = body.Fault as Node | undefined;
  if (fault) {
    return {
      kind: 'fault',
      code: text(fault.faultcode) ?? '',
      message: text(fault.faultstring) ?? '',
    };
  }
  const answer = body.RespuestaRegFactuSistemaFacturacion as Node | undefined;
  if (!answer) return null;
  const lines = ((answer.RespuestaLinea as Node[] | undefined) ?? []).map((line): LineAnswer => {
    const id = (line.IDFactura as Node | undefined) ?? {};
    const duplicate = line.RegistroDuplicado as Node | undefined;
    return {
      kind:
        text((line.Operacion as Node | undefined)?.TipoOperacion) === 'Anulacion'
          ? 'anulacion'
          : 'alta',
      issuerTaxId: text(id.IDEmisorFactura) ?? '',
      number: text(id.NumSerieFactura) ?? '',
      date: text(id.FechaExpedicionFactura) ?? '',
      status: text(line.EstadoRegistro) as LineAnswer['status'],
      errorCode: text(line.CodigoErrorRegistro),
      errorDescription: text(line.DescripcionErrorRegistro),
      duplicate: duplicate
        ? {
            status: text(duplicate.EstadoRegistroDuplicado) as NonNullable<
              LineAnswer['duplicate']
            >['status'],
            errorCode: text(duplicate.CodigoErrorRegistro),
            errorDescription: text(duplicate.DescripcionErrorRegistro),
          }
        : null,
    };
  });
  // TiempoEsperaEnvio is \d{0,4} (Tipo6Type): 0 lets the next message leave at once; an empty or
  // missing one falls back to the AEAT's documented 60 s.
  const wait = text(answer.TiempoEsperaEnvio) ?? '';
  return {
    kind: 'answer',
    csv: text(answer.CSV),
    waitSeconds: /^\d{1,4}$/.test(wait) ? Number(wait) : 60,
    status: text(answer.EstadoEnvio) as 'Correcto' | 'ParcialmenteCorrecto' | 'Incorrecto',
    lines,
  };
}

export function postToAeat(
  endpoint: AeatEndpoint,
  certificate: { pfx: Buffer; password: string },
  envelope: string,
) {
  return new Promise<AeatAnswer>((resolve, reject) => {
    const req = request(
      endpoint.url,
      {
        method: 'POST',
        pfx: certificate.pfx,
        passphrase: certificate.password,
        ca: endpoint.ca,
        timeout: endpoint.timeoutMs,
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => reject(new TransportError(error.message)));
        res.on('end', () => {
          const answer = readAnswer(Buffer.concat(chunks).toString('utf8'));
          if (answer) resolve(answer);
          else
            reject(
              new TransportError(`La AEAT respondió HTTP ${res.statusCode} sin respuesta SOAP`),
            );
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('Tiempo de espera agotado')));
    req.on('error', (error) => reject(new TransportError(error.message)));
    req.end(envelope);
  });
}
