import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { TLSSocket } from 'node:tls';
import { XMLParser } from 'fast-xml-parser';
import forge from 'node-forge';
import { validateXML } from 'xmllint-wasm';

/**
 * For the tests only: a local fake of the AEAT's VERI*FACTU endpoint behind mutual TLS, with a
 * CA made on the spot, a server certificate for 127.0.0.1 and a client PKCS#12 for the trainer.
 * It checks every message it receives against the AEAT's XSDs (./xsd) and answers as the AEAT
 * documents: every record Correcto, AceptadoConErrores or Incorrecto, a SOAP fault of the
 * message (`fault`, env:Client) or of the AEAT's side (`serverFault`, env:Server), or silence
 * (a time-out).
 */

export type FakeMode =
  | 'Correcto'
  | 'AceptadoConErrores'
  | 'Incorrecto'
  /** Incorrecto as a duplicate of a record the AEAT already holds as Correcta. */
  | 'Duplicado'
  | 'fault'
  /** The AEAT's own failure: a SOAP fault env:Server, "reenviar mensaje". */
  | 'serverFault'
  | 'silence';

const XSD_DIR = new URL('./xsd/', import.meta.url);
const xsd = (name: string) => ({
  fileName: name,
  contents: readFileSync(new URL(name, XSD_DIR), 'utf8'),
});

/** Errors of `xml` (a RegFactuSistemaFacturacion element) against SuministroLR.xsd; [] if valid. */
export async function xsdErrors(xml: string) {
  const result = await validateXML({
    xml: { fileName: 'message.xml', contents: xml },
    schema: xsd('SuministroLR.xsd'),
    preload: [xsd('SuministroInformacion.xsd'), xsd('xmldsig-core-schema.xsd')],
  });
  return result.errors.map((error) => error.rawMessage);
}

/**
 * Errors of an answer's body (a RespuestaRegFactuSistemaFacturacion element) against the AEAT's
 * RespuestaSuministro.xsd; [] if valid. A SOAP fault has no such schema: [] too.
 */
export async function answerXsdErrors(envelope: string) {
  const body = bodyOf(envelope);
  if (/^<[\w-]+:Fault>/.test(body)) return [];
  const result = await validateXML({
    xml: { fileName: 'answer.xml', contents: body },
    schema: xsd('RespuestaSuministro.xsd'),
    preload: [
      xsd('SuministroLR.xsd'),
      xsd('SuministroInformacion.xsd'),
      xsd('xmldsig-core-schema.xsd'),
    ],
  });
  return result.errors.map((error) => error.rawMessage);
}

/** What a SOAP envelope's Body holds, whatever the prefix of its namespace. */
function bodyOf(envelope: string) {
  const match = /<([\w-]+):Body>([\s\S]*)<\/\1:Body>/.exec(envelope);
  return match?.[2] ?? '';
}

/** The RegFactuSistemaFacturacion element out of a SOAP envelope. */
export const regFactuOf = bodyOf;

function certificate(
  subject: string,
  keys: { publicKey: forge.pki.PublicKey },
  issuer: { name: string; key: forge.pki.rsa.PrivateKey },
  extensions: object[],
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = String(Math.floor(Math.random() * 1e9));
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setIssuer([{ name: 'commonName', value: issuer.name }]);
  cert.setExtensions(extensions);
  cert.sign(issuer.key, forge.md.sha256.create());
  return cert;
}

/** An RSA pair made by node:crypto (fast), handed to forge. */
const rsa = () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const key = forge.pki.privateKeyFromPem(pem);
  return { privateKey: key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
};

/** A test CA, the server's certificate and the trainer's PKCS#12 (with `password`). */
export function makeCertificates(holder: string, password: string) {
  const caKeys = rsa();
  const ca = certificate(
    'Adiestra Test CA',
    caKeys,
    { name: 'Adiestra Test CA', key: caKeys.privateKey },
    [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true },
    ],
  );
  const issuer = { name: 'Adiestra Test CA', key: caKeys.privateKey };
  const serverKeys = rsa();
  const server = certificate('127.0.0.1', serverKeys, issuer, [
    { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
  ]);
  const clientKeys = rsa();
  const client = certificate(holder, clientKeys, issuer, [
    { name: 'extKeyUsage', clientAuth: true },
  ]);
  const p12 = forge.pkcs12.toPkcs12Asn1(clientKeys.privateKey, [client], password, {
    algorithm: '3des',
  });
  return {
    caPem: forge.pki.certificateToPem(ca),
    serverKeyPem: forge.pki.privateKeyToPem(serverKeys.privateKey),
    serverCertPem: forge.pki.certificateToPem(server),
    clientPfx: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'),
    // The same key and certificate as PEM, for files written by other tools (openssl pkcs12).
    clientKeyPem: forge.pki.privateKeyToPem(clientKeys.privateKey),
    clientCertPem: forge.pki.certificateToPem(client),
  };
}

const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'RegistroFactura',
});

/**
 * A record as the fake reads it from a message: its operation, IDFactura, huella and what it
 * says about earlier records of the invoice (Subsanacion, RechazoPrevio, SinRegistroPrevio).
 */
interface ReceivedRecord {
  kind: 'Alta' | 'Anulacion';
  issuerTaxId: string;
  number: string;
  date: string;
  huella: string;
  subsanacion: string | null;
  rechazoPrevio: string | null;
  sinRegistroPrevio: string | null;
}

interface Received {
  envelope: string;
  xsdErrors: string[];
  records: ReceivedRecord[];
  incidencia: string | null;
  clientCertificate: string | undefined;
  /** What the fake answered, and its errors against RespuestaSuministro.xsd ([] if valid). */
  answer: string | null;
  answerXsdErrors: string[];
}

type Fields = Record<string, string | undefined>;
type ParsedRecord = Omit<Fields, 'IDFactura'> & { IDFactura?: Fields };
interface ParsedMessage {
  RegFactuSistemaFacturacion?: {
    Cabecera?: { ObligadoEmision?: Fields; RemisionVoluntaria?: Fields };
    RegistroFactura?: { RegistroAlta?: ParsedRecord; RegistroAnulacion?: ParsedRecord }[];
  };
}

/** The fields of a record outside its IDFactura that the tests look at. */
const flagsOf = (record: ParsedRecord) => ({
  huella: record.Huella ?? '',
  subsanacion: record.Subsanacion ?? null,
  rechazoPrevio: record.RechazoPrevio ?? null,
  sinRegistroPrevio: record.SinRegistroPrevio ?? null,
});

const NS_BASE =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';

/** Escapes text for an XML element. */
const xmlText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The message's Cabecera and records, as the AEAT reads them to answer. */
export function readMessage(body: string) {
  const parsed = (parser.parse(body) as ParsedMessage).RegFactuSistemaFacturacion;
  const records = (parsed?.RegistroFactura ?? []).map((entry): ReceivedRecord => {
    if (entry.RegistroAlta) {
      const id = entry.RegistroAlta.IDFactura ?? {};
      return {
        kind: 'Alta',
        issuerTaxId: id.IDEmisorFactura ?? '',
        number: id.NumSerieFactura ?? '',
        date: id.FechaExpedicionFactura ?? '',
        ...flagsOf(entry.RegistroAlta),
      };
    }
    const anulacion = entry.RegistroAnulacion ?? {};
    const id = anulacion.IDFactura ?? {};
    return {
      kind: 'Anulacion',
      issuerTaxId: id.IDEmisorFacturaAnulada ?? '',
      number: id.NumSerieFacturaAnulada ?? '',
      date: id.FechaExpedicionFacturaAnulada ?? '',
      ...flagsOf(anulacion),
    };
  });
  return {
    obligado: parsed?.Cabecera?.ObligadoEmision ?? {},
    /** Cabecera › RemisionVoluntaria › Incidencia, when the message says it. */
    incidencia: parsed?.Cabecera?.RemisionVoluntaria?.Incidencia ?? null,
    records,
  };
}

/** What each mode answers for a record: EstadoRegistro, and the AEAT's code and words. */
type LineMode = Exclude<FakeMode, 'fault' | 'serverFault' | 'silence'>;
const LINE_OF: Record<LineMode, string> = {
  Correcto: '<tikR:EstadoRegistro>Correcto</tikR:EstadoRegistro>',
  AceptadoConErrores:
    '<tikR:EstadoRegistro>AceptadoConErrores</tikR:EstadoRegistro><tikR:CodigoErrorRegistro>2000</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>El cálculo de la huella suministrada es incorrecta</tikR:DescripcionErrorRegistro>',
  Incorrecto:
    '<tikR:EstadoRegistro>Incorrecto</tikR:EstadoRegistro><tikR:CodigoErrorRegistro>1100</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Valor o tipo incorrecto del campo: NIF</tikR:DescripcionErrorRegistro>',
  Duplicado:
    '<tikR:EstadoRegistro>Incorrecto</tikR:EstadoRegistro><tikR:CodigoErrorRegistro>3000</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Registro de facturación duplicado.</tikR:DescripcionErrorRegistro><tikR:RegistroDuplicado><tik:IdPeticionRegistroDuplicado>202411270000001</tik:IdPeticionRegistroDuplicado><tik:EstadoRegistroDuplicado>Correcta</tik:EstadoRegistroDuplicado></tikR:RegistroDuplicado>',
};

/** EstadoEnvio of a message whose every record the mode answers. */
const GLOBAL_OF: Record<LineMode, string> = {
  Correcto: 'Correcto',
  AceptadoConErrores: 'ParcialmenteCorrecto',
  Incorrecto: 'Incorrecto',
  Duplicado: 'Incorrecto',
};

/**
 * The AEAT's answer to a message: a SOAP fault, or RespuestaRegFactuSistemaFacturacion of
 * RespuestaSuministro.xsd (CSV, DatosPresentacion, the Cabecera sent, TiempoEsperaEnvio,
 * EstadoEnvio and one RespuestaLinea per record, with its IDFactura and Operacion).
 */
export function answerOf(
  mode: Exclude<FakeMode, 'silence'>,
  message: {
    obligado: Fields;
    records: Pick<ReceivedRecord, 'kind' | 'issuerTaxId' | 'number' | 'date'>[];
  },
  waitSeconds: number,
  now = new Date(),
) {
  if (mode === 'fault') {
    return `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>Codigo[4102].El XML no cumple el esquema.</faultstring></env:Fault></env:Body></env:Envelope>`;
  }
  if (mode === 'serverFault') {
    return `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Server</faultcode><faultstring>Codigo[-1].Error interno en el servidor. Reenviar mensaje.</faultstring></env:Fault></env:Body></env:Envelope>`;
  }
  const lines = message.records
    .map(
      (record) =>
        `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>${xmlText(record.issuerTaxId)}</tik:IDEmisorFactura><tik:NumSerieFactura>${xmlText(record.number)}</tik:NumSerieFactura><tik:FechaExpedicionFactura>${record.date}</tik:FechaExpedicionFactura></tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>${record.kind}</tik:TipoOperacion></tikR:Operacion>${LINE_OF[mode]}</tikR:RespuestaLinea>`,
    )
    .join('');
  const global = GLOBAL_OF[mode];
  const obligado = message.obligado;
  // The AEAT gives a CSV and DatosPresentacion only when it does not reject the whole message.
  const accepted =
    global === 'Incorrecto'
      ? ''
      : `<tikR:CSV>A-TEST${message.records.length}CSV</tikR:CSV><tikR:DatosPresentacion><tik:NIFPresentador>${xmlText(obligado.NIF ?? '')}</tik:NIFPresentador><tik:TimestampPresentacion>${now.toISOString().slice(0, 19)}+00:00</tik:TimestampPresentacion></tikR:DatosPresentacion>`;
  return `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${NS_BASE}/RespuestaSuministro.xsd" xmlns:tik="${NS_BASE}/SuministroInformacion.xsd">${accepted}<tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>${xmlText(obligado.NombreRazon ?? '')}</tik:NombreRazon><tik:NIF>${xmlText(obligado.NIF ?? '')}</tik:NIF></tik:ObligadoEmision></tikR:Cabecera><tikR:TiempoEsperaEnvio>${waitSeconds}</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${global}</tikR:EstadoEnvio>${lines}</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeAeat(
  certs: ReturnType<typeof makeCertificates>,
  options: { port?: number; mode?: () => FakeMode | undefined } = {},
) {
  const state = { mode: 'Correcto' as FakeMode, waitSeconds: 60, received: [] as Received[] };
  const sockets = new Set<import('node:net').Socket>();
  const checks = new Set<Promise<void>>();
  const server: Server = createServer(
    {
      key: certs.serverKeyPem,
      cert: certs.serverCertPem,
      ca: certs.caPem,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const envelope = Buffer.concat(chunks).toString('utf8');
        const body = regFactuOf(envelope);
        const message = readMessage(body);
        const peer = req.socket instanceof TLSSocket ? req.socket.getPeerCertificate() : null;
        const mode = options.mode?.() ?? state.mode;
        const reply = mode === 'silence' ? null : answerOf(mode, message, state.waitSeconds);
        const entry: Received = {
          envelope,
          xsdErrors: [],
          records: message.records,
          incidencia: message.incidencia,
          clientCertificate: [peer?.subject.CN ?? []].flat()[0],
          answer: reply,
          answerXsdErrors: [],
        };
        state.received.push(entry);
        // Checked against the XSDs after answering, so that the checks (slow on a busy
        // machine) never look like a time-out to the client; idle() waits for them.
        const checked = (async () => {
          entry.xsdErrors = await xsdErrors(body);
          entry.answerXsdErrors = reply ? await answerXsdErrors(reply) : [];
        })();
        checks.add(checked);
        void checked.finally(() => checks.delete(checked));
        if (reply === null) return;
        res.writeHead(mode === 'fault' || mode === 'serverFault' ? 500 : 200, {
          'content-type': 'text/xml; charset=utf-8',
        });
        res.end(reply);
      });
    },
  );
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
    state,
    /** Resolves once every message received so far is checked against the XSDs. */
    idle: async () => {
      await Promise.all([...checks]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
