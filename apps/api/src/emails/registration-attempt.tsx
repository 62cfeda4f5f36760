/** @jsxRuntime automatic */
import type { Mail } from '../lib/mailer.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';

interface Props {
  firstName: string;
  appUrl: string;
}

/**
 * Someone tried to register with the e-mail of an existing account (issue 14 finding 6): the
 * answer to them is the new-account one, and the account's owner is told here instead.
 */
export function RegistrationAttemptEmail({ firstName, appUrl }: Props) {
  return (
    <EmailLayout
      preview="Ya tienes una cuenta: no se ha creado ninguna nueva"
      title="Alguien ha intentado registrarse con tu email"
    >
      <Paragraph>Hola, {firstName}:</Paragraph>
      <Paragraph>
        Alguien ha intentado registrarse en Adiestra con tu email, pero ya tienes una cuenta, así
        que no se ha creado ninguna nueva.
      </Paragraph>
      <Paragraph>
        Si fuiste tú, inicia sesión o, si no recuerdas tu contraseña, restablécela.
      </Paragraph>
      <ActionButton href={`${appUrl}/login`}>Iniciar sesión</ActionButton>
      <ActionButton href={`${appUrl}/forgot-password`} tone="secondary">
        Restablecer la contraseña
      </ActionButton>
      <Paragraph>
        Si no has sido tú, puedes ignorar este mensaje: tu cuenta y tu contraseña no han cambiado.
      </Paragraph>
    </EmailLayout>
  );
}

export const registrationAttemptMail = (
  account: { email: string; firstName: string },
  appUrl: string,
): Promise<Mail> =>
  renderMail(<RegistrationAttemptEmail firstName={account.firstName} appUrl={appUrl} />, {
    to: account.email,
    subject: 'Alguien ha intentado registrarse con tu email en Adiestra',
  });
