/** A valid POST /api/services body (issue 18): a 45-minute individual service at 35 €. */
export const serviceBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Paseo guiado',
  description: 'Por el parque',
  duration: 45,
  priceCents: 3500,
  kind: 'individual',
  isPublic: true,
  color: '#10B981',
  ...overrides,
});
