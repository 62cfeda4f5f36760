/** @jsxRuntime automatic */
import type { Mail } from '../lib/mailer.ts';
import { EmailLayout } from './layout.tsx';
import { Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine } from './sender.ts';

interface Props {
  issuerName: string;
  taxId: string;
  /** "3.º trimestre de 2026" */
  period: string;
  invoices: number;
}

const titleOf = ({ issuerName, period }: Props) => `${issuerName}: facturación del ${period}`;

/** To the trainer's gestor: the quarter's books, PDFs and figures in one ZIP. */
export function GestorQuarterEmail(props: Props) {
  const { issuerName, taxId, period, invoices } = props;
  return (
    <EmailLayout preview={titleOf(props)} title={titleOf(props)}>
      <Paragraph>Hola:</Paragraph>
      <Paragraph>
        {`${issuerName} (NIF ${taxId}) te envía la facturación del ${period}: ${invoices} ${invoices === 1 ? 'factura' : 'facturas'}.`}{' '}
        En el ZIP adjunto están el libro registro de facturas expedidas y de ventas e ingresos en el
        formato de la Agencia Tributaria (Excel y CSV), cada factura en PDF y las cifras de los
        modelos trimestrales con su origen, además del valor de los bonos pendientes.
      </Paragraph>
    </EmailLayout>
  );
}

export const gestorQuarterMail = (
  to: string,
  props: Props,
  zip: { filename: string; content: Buffer },
): Promise<Mail> =>
  renderMail(<GestorQuarterEmail {...props} />, {
    to,
    subject: oneLine(titleOf(props)),
    attachments: [{ filename: zip.filename, content: zip.content, contentType: 'application/zip' }],
  });
