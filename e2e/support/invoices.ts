/** A trainer's fiscal profile in Madrid under IVA (issue 30.1), for specs that issue invoices. */
export const fiscalProfile = (name: string) => ({
  name,
  taxId: '12345678Z',
  address: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  regime: 'iva',
  irpfRate: 0,
  series: 'F',
  rectifySeries: 'R',
});
