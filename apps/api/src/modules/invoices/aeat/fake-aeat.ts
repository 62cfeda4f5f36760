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
 * documents: every record Correcto, AceptadoConErrores or Incorrecto, a SOAP fault, or silence
 * (a time-out).
 */

export type FakeMode = 'Correcto' | 'AceptadoConErrores' | 'Incorrecto' | 'fault' | 'silence';

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

/** The RegFactuSistemaFacturacion element out of a SOAP envelope. */
export function regFactuOf(envelope: string) {
  const match = /<soapenv:Body>([\s\S]*)<\/soapenv:Body>/.exec(envelope);
  return match?.[1] ?? '';
}

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
  };
}

const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'RegistroFactura',
});

interface Received {
  envelope: string;
  xsdErrors: string[];
  records: { kind: 'Alta' | 'Anulacion'; number: string }[];
  clientCertificate: string | undefined;
}

function answer(mode: FakeMode, records: Received['records'], waitSeconds: number) {
  if (mode === 'fault') {
    return `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>Codigo[4102].El XML no cumple el esquema.</faultstring></env:Fault></env:Body></env:Envelope>`;
  }
  const lines = records
    .map(
      (record) =>
        `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>89890001K</tik:IDEmisorFactura><tik:NumSerieFactura>${record.number}</tik:NumSerieFactura><tik:FechaExpedicionFactura>01-01-2024</tik:FechaExpedicionFactura></tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>${record.kind}</tik:TipoOperacion></tikR:Operacion><tikR:EstadoRegistro>${mode}</tikR:EstadoRegistro>` +
        (mode === 'Correcto'
          ? ''
          : `<tikR:CodigoErrorRegistro>${mode === 'Incorrecto' ? '1100' : '2000'}</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>${mode === 'Incorrecto' ? 'Valor o tipo incorrecto del campo: NIF' : 'El cálculo de la huella suministrada es incorrecta'}</tikR:DescripcionErrorRegistro>`) +
        `</tikR:RespuestaLinea>`,
    )
    .join('');
  const global =
    mode === 'Correcto'
      ? 'Correcto'
      : mode === 'Incorrecto'
        ? 'Incorrecto'
        : 'ParcialmenteCorrecto';
  return `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd" xmlns:tik="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd"><tikR:CSV>A-TEST${records.length}CSV</tikR:CSV><tikR:TiempoEsperaEnvio>${waitSeconds}</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${global}</tikR:EstadoEnvio>${lines}</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeAeat(certs: ReturnType<typeof makeCertificates>) {
  const state = { mode: 'Correcto' as FakeMode, waitSeconds: 60, received: [] as Received[] };
  const sockets = new Set<import('node:net').Socket>();
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
        void (async () => {
          const envelope = Buffer.concat(chunks).toString('utf8');
          const body = regFactuOf(envelope);
          const parsed = parser.parse(body) as {
            RegFactuSistemaFacturacion?: {
              RegistroFactura?: Record<string, Record<string, Record<string, string>>>[];
            };
          };
          const records = (parsed.RegFactuSistemaFacturacion?.RegistroFactura ?? []).map((entry) =>
            entry.RegistroAlta
              ? { kind: 'Alta' as const, number: entry.RegistroAlta.IDFactura!.NumSerieFactura! }
              : {
                  kind: 'Anulacion' as const,
                  number: entry.RegistroAnulacion!.IDFactura!.NumSerieFacturaAnulada!,
                },
          );
          const peer = req.socket instanceof TLSSocket ? req.socket.getPeerCertificate() : null;
          state.received.push({
            envelope,
            xsdErrors: await xsdErrors(body),
            records,
            clientCertificate: [peer?.subject.CN ?? []].flat()[0],
          });
          if (state.mode === 'silence') return;
          res.writeHead(state.mode === 'fault' ? 500 : 200, {
            'content-type': 'text/xml; charset=utf-8',
          });
          res.end(answer(state.mode, records, state.waitSeconds));
        })();
      });
    },
  );
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
