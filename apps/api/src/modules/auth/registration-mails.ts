import type { Mail } from '../../lib/mailer.ts';

/**
 * Someone tried to register with the e-mail of an existing account (issue 14 finding 6): the
 * answer to them is the new-account one, and the account's owner is told here instead.
 */
export function registrationAttemptMail(
  account: { email: string; firstName: string },
  appUrl: string,
): Mail {
  return {
    to: account.email,
    subject: 'Alguien ha intentado registrarse con tu email en Adiestra',
    text: [
      `Hola, ${account.firstName}:`,
      '',
      'Alguien ha intentado registrarse en Adiestra con tu email, pero ya tienes una cuenta, así que no se ha creado ninguna nueva.',
      '',
      `Si fuiste tú, inicia sesión en ${appUrl}/login. Si no recuerdas tu contraseña, puedes restablecerla en ${appUrl}/forgot-password.`,
      '',
      'Si no has sido tú, puedes ignorar este mensaje: tu cuenta y tu contraseña no han cambiado.',
    ].join('\n'),
  };
}
