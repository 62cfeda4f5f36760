/**
 * A Spanish postal code's province (issue 45): its first two digits are the province's INE code
 * (01 Araba/Álava … 52 Melilla), so an address with a postal code names its province. Used to
 * prefill an invoice's recipient from the client's stored address.
 */
const PROVINCES = [
  'Araba/Álava',
  'Albacete',
  'Alicante',
  'Almería',
  'Ávila',
  'Badajoz',
  'Illes Balears',
  'Barcelona',
  'Burgos',
  'Cáceres',
  'Cádiz',
  'Castellón',
  'Ciudad Real',
  'Córdoba',
  'A Coruña',
  'Cuenca',
  'Girona',
  'Granada',
  'Guadalajara',
  'Gipuzkoa',
  'Huelva',
  'Huesca',
  'Jaén',
  'León',
  'Lleida',
  'La Rioja',
  'Lugo',
  'Madrid',
  'Málaga',
  'Murcia',
  'Navarra',
  'Ourense',
  'Asturias',
  'Palencia',
  'Las Palmas',
  'Pontevedra',
  'Salamanca',
  'Santa Cruz de Tenerife',
  'Cantabria',
  'Segovia',
  'Sevilla',
  'Soria',
  'Tarragona',
  'Teruel',
  'Toledo',
  'Valencia',
  'Valladolid',
  'Bizkaia',
  'Zamora',
  'Zaragoza',
  'Ceuta',
  'Melilla',
] as const;

/** "28004" → "Madrid", "35001" → "Las Palmas"; '' for anything that is not a Spanish code. */
export function provinceOfPostalCode(postalCode: string): string {
  const match = /^(\d{2})\d{3}$/.exec(postalCode.trim());
  if (!match) return '';
  return PROVINCES[Number(match[1]) - 1] ?? '';
}
