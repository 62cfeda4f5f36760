import { vaccineDaysText, type VaccineStatus } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';

const TONES = { valid: 'green', expiring: 'yellow', expired: 'red' } as const;

/** "En vigor", "Caduca en 12 días" or "Caducada", from the server's status and days left. */
export function VaccineStatusBadge({
  status,
  daysLeft,
}: {
  status: VaccineStatus;
  daysLeft: number;
}) {
  return <Badge tone={TONES[status]}>{vaccineDaysText(daysLeft) ?? 'En vigor'}</Badge>;
}
