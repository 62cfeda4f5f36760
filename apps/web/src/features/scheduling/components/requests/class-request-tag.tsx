import { Users } from 'lucide-react';
import type { AppointmentRequest } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';

/**
 * Marks a request of a place in a group class (issue 29) or in a whole course (issue 45) apart
 * from an appointment's.
 */
export function ClassRequestTag({
  request,
}: {
  request: Pick<AppointmentRequest, 'classId' | 'courseId'>;
}) {
  if (!request.classId && !request.courseId) return null;
  return (
    <Badge tone="brand" className="mt-1 gap-1">
      <Users aria-hidden="true" className="size-3" />
      {request.courseId ? 'Plaza en curso' : 'Plaza en clase'}
    </Badge>
  );
}

/** A request of a place in a class or a course: approved by enrolling, never as a visit. */
export const isPlaceRequest = (r: Pick<AppointmentRequest, 'classId' | 'courseId'>) =>
  Boolean(r.classId || r.courseId);
