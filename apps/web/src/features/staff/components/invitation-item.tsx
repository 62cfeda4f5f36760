import { useId } from 'react';
import { MEMBER_ROLE_LABELS, type StaffInvitation } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { permissionSummary } from './permission-summary';

/** A pending invitation: to whom, as what, when it was sent and until when its link works. */
export function InvitationItem({
  invitation,
  busy,
  onCancel,
}: {
  invitation: StaffInvitation;
  busy: boolean;
  onCancel: (invitation: StaffInvitation) => void;
}) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-wrap items-start justify-between gap-3 px-5 py-4"
    >
      <div className="min-w-0 space-y-1">
        <h3
          id={headingId}
          className="flex flex-wrap items-center gap-2 text-sm font-semibold break-all text-gray-900 dark:text-gray-50"
        >
          {invitation.email}
          <Badge tone="yellow">{MEMBER_ROLE_LABELS[invitation.role]}</Badge>
        </h3>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {permissionSummary(invitation.permissions)}
        </p>
        <p className="text-xs text-gray-600 dark:text-gray-400">
          Enviada el {formatDate(invitation.invitedAt)} · el enlace caduca el{' '}
          {formatDate(invitation.expiresAt)}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        isLoading={busy}
        onClick={() => onCancel(invitation)}
        // The visible words first, then whose: one name per row for a screen reader.
        aria-label={`Anular invitación a ${invitation.email}`}
      >
        Anular invitación
      </Button>
    </li>
  );
}
