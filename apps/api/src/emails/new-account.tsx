/** @jsxRuntime automatic */
import type { Mail } from '../lib/mailer.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { oneLine } from './sender.ts';

interface Account {
  email: string;
  firstName: string;
  lastName: string;
}

/** To each active admin: a new account waits for approval. */
export function NewAccountEmail({
  adminName,
  account,
  appUrl,
}: {
  adminName: string;
  account: Account;
  appUrl: string;
}) {
  const name = `${account.firstName} ${account.lastName}`.trim();
  return (
    <EmailLayout preview={`${name} espera tu aprobación`} title="Nueva cuenta pendiente">
      <Paragraph>Hola, {adminName}:</Paragraph>
      <Paragraph>
        {name} ({account.email}) se ha registrado en Adiestra y espera tu aprobación.
      </Paragraph>
      <ActionButton href={`${appUrl}/admin/users`}>Revisar en Usuarios</ActionButton>
    </EmailLayout>
  );
}

export const newAccountMail = (
  admin: { email: string; firstName: string },
  account: Account,
  appUrl: string,
): Promise<Mail> =>
  renderMail(<NewAccountEmail adminName={admin.firstName} account={account} appUrl={appUrl} />, {
    to: admin.email,
    subject: oneLine(
      `Nueva cuenta pendiente de aprobación: ${account.firstName} ${account.lastName}`.trim(),
    ),
  });
