import { Link } from 'react-router';
import { ContactRound } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/** Ajustes › Equipo: where the titular invites, changes and removes members. */
export function StaffLinkCard() {
  return (
    <Card>
      <CardHeader
        title="Equipo"
        description="Invita a adiestradores y a recepción, decide qué puede ver cada persona y retira el acceso a quien se va."
      />
      <CardContent>
        <Link to={paths.staff.getHref()} className={buttonClass('secondary')}>
          <ContactRound aria-hidden="true" className="size-4" />
          Gestionar el equipo
        </Link>
      </CardContent>
    </Card>
  );
}
