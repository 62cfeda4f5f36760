/** @jsxRuntime automatic */
import { Button, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { colors } from './theme.ts';

const paragraph = { color: colors.text, fontSize: 16, lineHeight: '24px', margin: '0 0 16px' };

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/**
 * Label and value pairs (service, date, dog…) in a shaded box, one per line, so they wrap on a
 * phone and read "Label: value" in the text part.
 */
export function Details({ rows }: { rows: [label: string, value: string | null | undefined][] }) {
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <Section
      style={{
        backgroundColor: colors.page,
        borderRadius: 6,
        margin: '0 0 16px',
        padding: '8px 16px',
      }}
    >
      {shown.map(([label, value]) => (
        <Text key={label} style={{ ...paragraph, fontSize: 15, margin: '6px 0' }}>
          <strong style={{ color: colors.muted }}>{label}:</strong> {value}
        </Text>
      ))}
    </Section>
  );
}

/**
 * A link drawn as a button (a plain <a>, which every client follows). In the text part it
 * becomes "label [url]", so both parts carry the same link.
 */
export function ActionButton({
  href,
  children,
  tone = 'primary',
}: {
  href: string;
  children: string;
  tone?: 'primary' | 'secondary';
}) {
  const primary = tone === 'primary';
  return (
    <Section style={{ margin: '8px 0 20px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: primary ? colors.brand : colors.card,
          border: `2px solid ${colors.brand}`,
          borderRadius: 6,
          color: primary ? '#ffffff' : colors.brandDark,
          fontSize: 16,
          fontWeight: 600,
          padding: '12px 20px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** For a link the reader may need to copy (clients that block buttons); the text part has it already. */
export function LinkFallback({ href }: { href: string }) {
  return (
    <Text data-skip-in-text="true" style={{ ...paragraph, color: colors.muted, fontSize: 13 }}>
      Si el botón no funciona, copia este enlace en tu navegador:{' '}
      {/* Only the address may break anywhere (it has no spaces); the words wrap as words. */}
      <span style={{ wordBreak: 'break-all' }}>{href}</span>
    </Text>
  );
}
