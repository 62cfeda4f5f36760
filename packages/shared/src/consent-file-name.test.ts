import { describe, expect, it } from 'vitest';
import { consentFileName } from './consents.ts';

// Issue 45: a downloaded consent is named in Spanish, with whose it is.
describe('consentFileName', () => {
  it('names the document, the dog or signer without accents, and the version', () => {
    expect(consentFileName('group_rules', 2, undefined, 'Toñí Ruiz')).toBe(
      'consentimiento-normas-de-clases-en-grupo-toni-ruiz-v2.pdf',
    );
    expect(consentFileName('liability', 1, 'ab12cd34', 'Luna')).toBe(
      'consentimiento-responsabilidad-luna-v1-ab12cd34.pdf',
    );
    expect(consentFileName('photos', 1)).toBe('consentimiento-fotos-y-videos-v1.pdf');
  });
});
