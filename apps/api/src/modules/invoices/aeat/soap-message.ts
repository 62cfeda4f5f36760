import { cleanTypedText } from '@adiestra/shared';
import XMLBuilder from 'fast-xml-builder';

/**
 * The SOAP message that sends records to the AEAT (issue 30.7): RegFactuSistemaFacturacion of
 * SuministroLR.xsd, a Cabecera and one RegistroFactura (RegistroAlta or RegistroAnulacion) per
 * record, up to 1,000. The records' payloads already hold the Orden's field names in the XSD's
 * order (registro.service.ts); this turns them into elements of the SuministroInformacion
 * namespace. The vendored XSDs in ./xsd validate the result in soap-message.test.ts.
 */

const NS_BASE =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
export const NS_LR = `${NS_BASE}/SuministroLR.xsd`;
export const NS_INFO = `${NS_BASE}/SuministroInformacion.xsd`;
const NS_SOAP = 'http://schemas.xmlsoap.org/soap/envelope/';

/** Most records a message may hold (SuministroLR.xsd: RegistroFactura maxOccurs 1000). */
export const MAX_RECORDS_PER_MESSAGE = 1000;

/** The element each item of a list field is written as. */
const LIST_ITEM: Record<string, string> = {
  FacturasRectificadas: 'IDFacturaRectificada',
  Destinatarios: 'IDDestinatario',
  Desglose: 'DetalleDesglose',
};

export interface SoapRecord {
  kind: 'alta' | 'anulacion';
  payload: Record<string, unknown>;
}

export interface SoapIssuer {
  name: string;
  taxId: string;
}

/** The producer of the system, which the stored payloads leave to the time of sending. */
export interface SoapProducer {
  name: string;
  taxId: string;
}

/**
 * The order the XSD's sequences put the fields in, as one ranking (every sequence used agrees
 * with it). The stored payload is jsonb, which does not keep the order of its keys.
 */
const FIELD_ORDER = [
  'IDVersion',
  'IDFactura',
  'IDEmisorFactura',
  'IDEmisorFacturaAnulada',
  'NumSerieFactura',
  'NumSerieFacturaAnulada',
  'FechaExpedicionFactura',
  'FechaExpedicionFacturaAnulada',
  'NombreRazonEmisor',
  'SinRegistroPrevio',
  'Subsanacion',
  'RechazoPrevio',
  'TipoFactura',
  'TipoRectificativa',
  'FacturasRectificadas',
  'ImporteRectificacion',
  'BaseRectificada',
  'CuotaRectificada',
  'FechaOperacion',
  'DescripcionOperacion',
  'Destinatarios',
  'NombreRazon',
  'NIF',
  'Desglose',
  'Impuesto',
  'ClaveRegimen',
  'CalificacionOperacion',
  'OperacionExenta',
  'TipoImpositivo',
  'BaseImponibleOimporteNoSujeto',
  'CuotaRepercutida',
  'CuotaTotal',
  'ImporteTotal',
  'Encadenamiento',
  'PrimerRegistro',
  'RegistroAnterior',
  'SistemaInformatico',
  'NombreSistemaInformatico',
  'IdSistemaInformatico',
  'Version',
  'NumeroInstalacion',
  'TipoUsoPosibleSoloVerifactu',
  'TipoUsoPosibleMultiOT',
  'IndicadorMultiplesOT',
  'FechaHoraHusoGenRegistro',
  'TipoHuella',
  'Huella',
];
const rank = (name: string) => {
  const index = FIELD_ORDER.indexOf(name);
  if (index < 0) throw new Error(`Campo del registro sin orden conocido: ${name}`);
  return index;
};

type XmlNode = string | { [key: string]: XmlNode | XmlNode[] };

/**
 * A value as XML 1.0 can carry it: the builder escapes markup, and this drops what no XML may
 * hold (control characters, half surrogates) and the bidi controls. Records stored before texts
 * were cleaned on writing may hold them; left in, one such record would fail its whole batch.
 */
const xmlValue = (value: string | number | boolean) => cleanTypedText(String(value));

function toElements(value: Record<string, unknown>): XmlNode {
  const node: Record<string, XmlNode | XmlNode[]> = {};
  const fields = Object.entries(value).sort(([a], [b]) => rank(a) - rank(b));
  for (const [name, child] of fields) {
    if (child === null || child === undefined || child === '') continue;
    if (Array.isArray(child)) {
      const item = LIST_ITEM[name];
      if (!item) throw new Error(`Campo de lista sin elemento conocido: ${name}`);
      node[`sf:${name}`] = {
        [`sf:${item}`]: child.map((entry) => toElements(entry as Record<string, unknown>)),
      };
    } else if (typeof child === 'object') {
      node[`sf:${name}`] = toElements(child as Record<string, unknown>);
    } else if (
      typeof child === 'string' ||
      typeof child === 'number' ||
      typeof child === 'boolean'
    ) {
      node[`sf:${name}`] = xmlValue(child);
    } else {
      throw new Error(`Campo con un valor que no cabe en el XML: ${name}`);
    }
  }
  return node;
}

/** The SistemaInformatico block with the producer's NIF, which the XSD requires. */
function withProducer(payload: Record<string, unknown>, producer: SoapProducer) {
  const sistema = payload.SistemaInformatico as Record<string, unknown> | undefined;
  if (!sistema) return payload;
  const { NombreRazon: _name, ...rest } = sistema;
  return {
    ...payload,
    SistemaInformatico: { NombreRazon: producer.name, NIF: producer.taxId, ...rest },
  };
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' });

/** What the Cabecera says about the whole message. */
export interface SoapOptions {
  /** The records were generated while an incident kept them from being sent (Incidencia = S). */
  incidencia?: boolean;
}

/** The RegFactuSistemaFacturacion element alone (what the XSD validates). */
export function buildRegFactu(
  issuer: SoapIssuer,
  producer: SoapProducer,
  records: SoapRecord[],
  options: SoapOptions = {},
) {
  if (records.length === 0 || records.length > MAX_RECORDS_PER_MESSAGE) {
    throw new Error(`Un envío lleva de 1 a ${MAX_RECORDS_PER_MESSAGE} registros`);
  }
  return builder.build({
    'sfLR:RegFactuSistemaFacturacion': {
      '@_xmlns:sfLR': NS_LR,
      '@_xmlns:sf': NS_INFO,
      'sfLR:Cabecera': {
        'sf:ObligadoEmision': {
          'sf:NombreRazon': xmlValue(issuer.name),
          'sf:NIF': xmlValue(issuer.taxId),
        },
        ...(options.incidencia ? { 'sf:RemisionVoluntaria': { 'sf:Incidencia': 'S' } } : {}),
      },
      'sfLR:RegistroFactura': records.map((record) => ({
        [record.kind === 'alta' ? 'sf:RegistroAlta' : 'sf:RegistroAnulacion']: toElements(
          withProducer(record.payload, producer),
        ),
      })),
    },
  });
}

/** The whole SOAP 1.1 envelope posted to the AEAT. */
export function buildEnvelope(
  issuer: SoapIssuer,
  producer: SoapProducer,
  records: SoapRecord[],
  options: SoapOptions = {},
) {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<soapenv:Envelope xmlns:soapenv="${NS_SOAP}"><soapenv:Header/><soapenv:Body>` +
    buildRegFactu(issuer, producer, records, options) +
    `</soapenv:Body></soapenv:Envelope>`
  );
}
