import { useId } from 'react';
import { Link } from 'react-router';
import { UserMinus } from 'lucide-react';
import {
  INVITABLE_ROLES,
  MEMBER_PERMISSION_LABELS,
  MEMBER_PERMISSIONS,
  MEMBER_ROLE_LABELS,
  type InvitableRole,
  type MemberPermission,
  type StaffMember,
  type TrainerColour,
} from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { ColourPicker } from './colour-picker';

export interface MemberItemProps {
  member: StaffMember;
  /** A change of this member is on its way: its controls wait for the answer. */
  busy: boolean;
  onRole: (member: StaffMember, role: InvitableRole) => void;
  onPermission: (member: StaffMember, permission: MemberPermission, value: boolean) => void;
  onRemove: (member: StaffMember) => void;
  onColour: (member: StaffMember, colour: TrainerColour) => void;
}

/**
 * One member: name, e-mail, role and since when; for anyone but the titular, the role, the four
 * toggles (each applies at once) and "Quitar del equipo". The titular's row has every permission
 * and cannot be changed. Everyone's colour in the calendar, the titular's too, is picked here.
 */
export function MemberItem({
  member,
  busy,
  onRole,
  onPermission,
  onRemove,
  onColour,
}: MemberItemProps) {
  const headingId = useId();
  const titular = member.role === 'titular';
  return (
    <li aria-labelledby={headingId} aria-busy={busy || undefined} className="space-y-4 px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            id={headingId}
            className="flex flex-wrap items-center gap-2 text-sm font-semibold text-gray-900 dark:text-gray-50"
          >
            <span className="break-words">{member.name}</span>
            {member.isYou ? <Badge tone="brand">Tú</Badge> : null}
            {titular ? <Badge>{MEMBER_ROLE_LABELS.titular}</Badge> : null}
          </h3>
          <p className="text-sm break-all text-gray-700 dark:text-gray-300">{member.email}</p>
          <p className="text-xs text-gray-600 dark:text-gray-400">
            En el equipo desde el {formatDate(member.joinedAt)}
          </p>
        </div>
        {titular ? null : (
          <div className="flex flex-wrap gap-2">
            {member.role === 'adiestrador' ? (
              // Decision 0141: their future work goes to others before they can be removed.
              <Link
                className="text-sm underline"
                to={paths.staffHandover.getHref(member.userId)}
                aria-label={`Reasignar el trabajo de ${member.name}`}
              >
                Reasignar su trabajo
              </Link>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              icon={<UserMinus aria-hidden="true" className="size-4" />}
              disabled={busy}
              onClick={() => onRemove(member)}
              // The visible words first, then whose: one name per row for a screen reader.
              aria-label={`Quitar del equipo a ${member.name}`}
            >
              Quitar del equipo
            </Button>
          </div>
        )}
      </div>
      {titular ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Tiene todos los permisos: el dinero, las facturas, los datos fiscales y el equipo.
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
          <Select
            label="Rol"
            value={member.role}
            disabled={busy}
            onChange={(event) => onRole(member, event.target.value as InvitableRole)}
          >
            {INVITABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {MEMBER_ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
          <fieldset className="min-w-0">
            <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">
              Permisos
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {MEMBER_PERMISSIONS.map((permission) => (
                <Switch
                  key={permission}
                  label={MEMBER_PERMISSION_LABELS[permission]}
                  checked={member.permissions[permission]}
                  disabled={busy}
                  onChange={(event) => onPermission(member, permission, event.target.checked)}
                />
              ))}
            </div>
          </fieldset>
        </div>
      )}
      <ColourPicker member={member} busy={busy} onColour={onColour} />
    </li>
  );
}
