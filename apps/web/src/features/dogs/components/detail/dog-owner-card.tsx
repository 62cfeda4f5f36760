import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { DogOwner } from '@adiestra/shared';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { linkClass } from '@/components/ui/link-class';
import { paths } from '@/lib/paths';
import { HiddenContact } from '@/components/ui/hidden-contact';

/** The dog's owner with a link to the client (SPEC §2 Dog detail). */
export function DogOwnerCard({ owner }: { owner: DogOwner }) {
  const row = 'flex items-start gap-2 text-sm text-gray-800 dark:text-gray-200';
  const icon = 'mt-0.5 size-4 shrink-0 text-gray-500 dark:text-gray-400';
  return (
    <Card>
      <CardHeader title="Propietario" />
      <CardContent className="space-y-3">
        <p className="text-base font-semibold text-gray-900 dark:text-gray-50">{owner.name}</p>
        {owner.email === null ? (
          <p className={row}>
            <Phone aria-hidden="true" className={icon} />
            <span className="sr-only">Contacto: </span>
            <HiddenContact />
          </p>
        ) : null}
        {owner.email ? (
          <p className={row}>
            <Mail aria-hidden="true" className={icon} />
            <span className="sr-only">Email: </span>
            <a href={`mailto:${owner.email}`} className={`${linkClass} break-all`}>
              {owner.email}
            </a>
          </p>
        ) : null}
        {owner.phone ? (
          <p className={row}>
            <Phone aria-hidden="true" className={icon} />
            <span className="sr-only">Teléfono: </span>
            <a href={`tel:${owner.phone.replace(/\s/g, '')}`} className={linkClass}>
              {owner.phone}
            </a>
          </p>
        ) : null}
        {owner.address ? (
          <p className={row}>
            <MapPin aria-hidden="true" className={icon} />
            <span className="sr-only">Dirección: </span>
            {owner.address}
          </p>
        ) : null}
        <Link
          to={paths.clients.detail.getHref(owner.id)}
          className={`${linkClass} inline-block pt-1`}
        >
          Ver cliente
        </Link>
      </CardContent>
    </Card>
  );
}
