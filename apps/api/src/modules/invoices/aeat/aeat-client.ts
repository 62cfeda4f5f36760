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

export interface LineAnswer {
  kind: 'alta' | 'anulacion';
  number: string;
  status: 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
  errorCode: string | null;
  errorDescription: string | null;
}

export type AeatAnswer =
  | { kind: 'fault'; code: string; message: string }
  | { kind: 'answer'; csv: string | null; waitSeconds: number; lines: LineAnswer[] };

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
  const lines = ((answer.RespuestaLinea as Node[] | undefined) ?? []).map((line) => ({
    kind:
      text((line.Operacion as Node | undefined)?.TipoOperacion) === 'Anulacion'
        ? ('anulacion' as const)
        : ('alta' as const),
    number: text((line.IDFactura as Node | undefined)?.NumSerieFactura) ?? '',
    status: text(line.EstadoRegistro) as LineAnswer['status'],
    errorCode: text(line.CodigoErrorRegistro),
    errorDescription: text(line.DescripcionErrorRegistro),
  }));
  return {
    kind: 'answer',
    csv: text(answer.CSV),
    waitSeconds: Number(answer.TiempoEsperaEnvio ?? 60) || 60,
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
