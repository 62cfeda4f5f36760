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
  /** A rectificativa's: the number of the invoice it rectifies. */
  rectifies?: string | undefined;
}

const titleOf = ({ number, rectifies }: Props) =>
  rectifies ? `Factura rectificativa ${number}` : `Factura ${number}`;

/** To the client: their invoice or rectificativa (issue 30.4, 30.6), the PDF attached. */
export function InvoiceIssuedEmail(props: Props) {
  const { issuerName, number, total, rectifies } = props;
  return (
    <EmailLayout preview={titleOf(props)} title={titleOf(props)}>
      <Paragraph>Hola:</Paragraph>
      <Paragraph>
        {rectifies
          ? `${issuerName} te envía la factura rectificativa ${number}, que rectifica la factura ${rectifies}, por un total de ${total}.`
          : `${issuerName} te envía la factura ${number}, por un total de ${total}.`}{' '}
        La encontrarás adjunta en PDF; su código QR permite comprobarla en la sede electrónica de la
        Agencia Tributaria.
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
    subject: oneLine(`${titleOf(props)} de ${props.issuerName}`),
    attachments: [{ filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' }],
  });
