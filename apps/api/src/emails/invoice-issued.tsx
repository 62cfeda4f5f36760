/** @jsxRuntime automatic */
import type { Mail } from '../lib/mailer.ts';
import { EmailLayout } from './layout.tsx';
import { Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine } from './sender.ts';

interface Props {
  issuerName: string;
  number: string;
  total: string;
}

/** To the client: their invoice (issue 30), the PDF attached. */
export function InvoiceIssuedEmail({ issuerName, number, total }: Props) {
  return (
    <EmailLayout preview={`Factura ${number}`} title={`Factura ${number}`}>
      <Paragraph>Hola:</Paragraph>
      <Paragraph>
        {issuerName} te envía la factura {number}, por un total de {total}. La encontrarás adjunta
        en PDF; su código QR permite comprobarla en la sede electrónica de la Agencia Tributaria.
      </Paragraph>
    </EmailLayout>
  );
}

export const invoiceIssuedMail = (
  to: string,
  props: Props,
  pdf: { filename: string; content: Buffer },
): Promise<Mail> =>
  renderMail(<InvoiceIssuedEmail {...props} />, {
    to,
    subject: oneLine(`Factura ${props.number} de ${props.issuerName}`),
    attachments: [{ filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' }],
  });
