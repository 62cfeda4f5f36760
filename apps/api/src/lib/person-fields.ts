/** What every person the API returns has (a trainer, a client): the stored names and the full one. */
export function personFields<Phone extends string | null>(row: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: Phone;
}) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
  };
}
