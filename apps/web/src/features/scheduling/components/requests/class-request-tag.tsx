import { Users } from 'lucide-react';
import type { AppointmentRequest } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';

/** Marks a request of a place in a group class (issue 29) apart from an appointment's. */
export function ClassRequestTag({ request }: { request: Pick<AppointmentRequest, 'classId'> }) {
  if (!request.classId) return null;
  return (
    <Badge tone="brand" className="mt-1 gap-1">
      <Users aria-hidden="true" className="size-3" />
      Plaza en clase
    </Badge>
  );
}
