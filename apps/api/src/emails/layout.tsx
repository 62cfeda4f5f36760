/** @jsxRuntime automatic */
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import { trainerName, type MailTrainer } from './sender.ts';
import { colors, fontFamily } from './theme.ts';

interface LayoutProps {
  /** The line mail clients show after the subject. */
  preview: string;
  title: string;
  /** Booking mails are the trainer's: their name and contact close the mail. */
  trainer?: MailTrainer | undefined;
  children: ReactNode;
}

/**
 * Every e-mail's frame: a centred 560 px card (tables and inline styles, which mail clients keep)
 * that narrows with the screen, the title, the body, and a footer with who writes.
 */
export function EmailLayout({ preview, title, trainer, children }: LayoutProps) {
  return (
    <Html lang="es" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.page, margin: 0, padding: '24px 8px', fontFamily }}>
        <Container
          style={{
            backgroundColor: colors.card,
            border: `1px solid ${colors.border}`,
            borderRadius: 8,
            maxWidth: 560,
            width: '100%',
          }}
        >
          <Section style={{ backgroundColor: colors.brand, borderRadius: '8px 8px 0 0' }}>
            <Text
              style={{
                color: '#ffffff',
                fontSize: 18,
                fontWeight: 700,
                margin: 0,
                padding: '16px 24px',
              }}
            >
              {trainer ? trainerName(trainer) : 'Adiestra'}
            </Text>
          </Section>
          <Section style={{ padding: '8px 24px 16px' }}>
            <Heading
              as="h1"
              style={{ color: colors.text, fontSize: 22, lineHeight: '28px', margin: '16px 0' }}
            >
              {title}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: colors.border, margin: 0 }} />
          <Section style={{ padding: '12px 24px 20px' }}>
            <Footer trainer={trainer} />
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const footerText = { color: colors.muted, fontSize: 13, lineHeight: '20px', margin: '4px 0' };

function Footer({ trainer }: { trainer: MailTrainer | undefined }) {
  if (!trainer) {
    return <Text style={footerText}>Adiestra, la agenda de tu escuela canina.</Text>;
  }
  return (
    <>
      <Text style={footerText}>
        {trainerName(trainer)} · Educación canina
        <br />
        <Link href={`mailto:${trainer.email}`} style={{ color: colors.brandDark }}>
          {trainer.email}
        </Link>
        {/* Plain text: phones link the number themselves, and a tel: link would show twice in the text part. */}
        {trainer.phone ? ` · ${trainer.phone}` : null}
      </Text>
      {trainer.privacyUrl ? (
        <Text style={footerText}>
          <Link href={trainer.privacyUrl} style={{ color: colors.brandDark }}>
            Información de privacidad
          </Link>
        </Text>
      ) : null}
      <Text style={footerText}>Gestionado con Adiestra.</Text>
    </>
  );
}
