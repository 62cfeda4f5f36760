/** @jsxRuntime automatic */
import { OWNER_SIGN_IN_LINK_MINUTES } from '@adiestra/shared';
import { Link } from '@react-email/components';
import type { Mail } from '../lib/mailer.ts';
import { EmailLayout } from './layout.tsx';
import { ActionButton, LinkFallback, Paragraph } from './parts.tsx';
import { renderMail } from './render-mail.ts';
import { colors } from './theme.ts';

/** A trainer the area will show, with their privacy page (the sign-in accepts it). */
export interface SignInTrainer {
  name: string;
  privacyUrl: string;
}

/**
 * To an owner who asked to enter Mi área. Not one trainer's mail (the area shows every trainer
 * the address has booked with), so the footer is Adiestra's; entering accepts each of those
 * trainers' privacy texts (issue 20), so each is linked.
 */
export function OwnerSignInEmail({ link, trainers }: { link: string; trainers: SignInTrainer[] }) {
  return (
    <EmailLayout preview="Tu enlace para ver y gestionar tus citas" title="Entra en Mi área">
      <Paragraph>Hola:</Paragraph>
      <Paragraph>Para ver y gestionar tus citas, abre este enlace y pulsa «Entrar»:</Paragraph>
      <ActionButton href={link}>Entrar en Mi área</ActionButton>
      <LinkFallback href={link} />
      <Paragraph>
        Caduca en {OWNER_SIGN_IN_LINK_MINUTES} minutos y solo sirve una vez. Si no lo has pedido tú,
        ignora este mensaje.
      </Paragraph>
      {trainers.length ? (
        <>
          <Paragraph>
            Al entrar aceptas la información de privacidad de{' '}
            {trainers.length === 1 ? 'tu educador' : 'tus educadores'}:
          </Paragraph>
          {trainers.map((trainer) => (
            <Paragraph key={trainer.privacyUrl}>
              <Link href={trainer.privacyUrl} style={{ color: colors.brandDark }}>
                Privacidad de {trainer.name}
              </Link>
            </Paragraph>
          ))}
        </>
      ) : null}
    </EmailLayout>
  );
}

export const ownerSignInMail = (
  email: string,
  link: string,
  trainers: SignInTrainer[],
): Promise<Mail> =>
  renderMail(<OwnerSignInEmail link={link} trainers={trainers} />, {
    to: email,
    subject: 'Tu enlace para entrar en Mi área',
  });
