/**
 * Malformed and hostile bodies every JSON endpoint must refuse with 400 and the envelope. Each
 * entry is a raw request payload, so malformed JSON is covered too.
 */
export function hostileBodies(
  validExample: Record<string, unknown>,
): { label: string; raw: string }[] {
  const keys = Object.keys(validExample);
  const withEach = (value: unknown) => Object.fromEntries(keys.map((k) => [k, value]));
  return [
    { label: 'malformed JSON', raw: '{"a": ' },
    { label: 'JSON null', raw: 'null' },
    { label: 'JSON array', raw: '[1,2,3]' },
    { label: 'JSON string', raw: '"hola"' },
    { label: 'empty object', raw: '{}' },
    { label: 'numbers everywhere', raw: JSON.stringify(withEach(12345)) },
    { label: 'nested objects everywhere', raw: JSON.stringify(withEach({ $gt: '' })) },
    { label: 'huge strings', raw: JSON.stringify(withEach('x'.repeat(100_000))) },
    {
      label: '__proto__ key',
      raw: `{"__proto__": {"role": "admin"}, ${JSON.stringify(validExample).slice(1, -1)}}`,
    },
    {
      label: 'constructor.prototype key',
      raw: `{"constructor": {"prototype": {"isAdmin": true}}, ${JSON.stringify(validExample).slice(1, -1)}}`,
    },
    { label: 'SQL injection', raw: JSON.stringify(withEach("' OR 1=1; DROP TABLE users; --")) },
    {
      label: 'unicode controls and RTL',
      raw: JSON.stringify(withEach('\u0000\u202e\ud83d\udc36\u0007')),
    },
    { label: 'booleans everywhere', raw: JSON.stringify(withEach(true)) },
    { label: 'arrays everywhere', raw: JSON.stringify(withEach(['a'])) },
  ].filter(
    ({ label }) =>
      label !== 'booleans everywhere' || !keys.every((k) => typeof validExample[k] === 'boolean'),
  );
}

/** True when a message reads as Spanish product text, not an English library default. */
export function looksSpanish(message: unknown): boolean {
  return (
    typeof message === 'string' &&
    message.length > 0 &&
    !/\b(Invalid|expected|Required|must be|received)\b/.test(message)
  );
}
