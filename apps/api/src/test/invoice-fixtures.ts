/** A valid PUT /api/invoices/profile body (issue 30.1): IVA 21 %, no IRPF, series F and R. */
export const fiscalProfileBody = (name = 'Lucía Adiestra Canina') => ({
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
