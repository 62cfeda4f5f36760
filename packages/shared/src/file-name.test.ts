import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-name.ts';
import { AEAT_MESSAGES, AeatCertificateInputSchema } from './invoices.ts';

describe('cleanFileName', () => {
  it('keeps the last part of a path, never a folder or a way up', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('..\\..\\windows\\certificado.p12')).toBe('certificado.p12');
    expect(cleanFileName('../')).toBe('archivo');
    expect(cleanFileName('..')).toBe('archivo');
    expect(cleanFileName('.oculto.p12')).toBe('oculto.p12');
  });

  it('drops control characters, bidi overrides and marks, and what a header or Windows refuses', () => {
    // U+202E shows "certificado‮21p.exe" as "certificadoexe.p12".
    expect(cleanFileName('certificado\u202e21p.exe')).toBe('certificado21p.exe');
    expect(cleanFileName('a\u2066b\u2069c\u200f\u061c.p12')).toBe('abc.p12');
    expect(cleanFileName('nu\u0000ria\r\n\u0085.p12')).toBe('nuria.p12');
    expect(cleanFileName('"x"; filename=evil:*?<>|.p12')).toBe('x; filename=evil.p12');
  });

  it('keeps accents, spaces and ordinary punctuation', () => {
    expect(cleanFileName('Certificado Nuria Peña (2026).p12')).toBe(
      'Certificado Nuria Peña (2026).p12',
    );
  });
});

describe('the AEAT certificate’s file name', () => {
  const input = { contentBase64: 'AAAA', password: 'secreta' };
  it('is stored cleaned', () => {
    const parsed = AeatCertificateInputSchema.parse({
      ...input,
      fileName: '../\u202etxt.p12',
    });
    expect(parsed.fileName).toBe('txt.p12');
  });
  it('is still required', () => {
    const parsed = AeatCertificateInputSchema.safeParse({ ...input, fileName: '  ' });
    expect(parsed.error?.issues[0]?.message).toBe(AEAT_MESSAGES.certificateFile);
  });
});
