import type { AccessQuestion, MemberPermissions, MemberRole } from '@adiestra/shared';
import { useAuth } from './auth-context';

/**
 * What the signed-in member may use, answered in one place for every screen (issue 39): the
 * navigation, the routes' guard and the actions that a role or a missing toggle may not use ask
 * here, never the role themselves. The server's access layer (decision 0133) asks the same
 * questions and has the last word; this only hides what would be refused. `contacts` is the
 * "Ver teléfono y e-mail de los clientes" toggle (`maySeeContacts` on the server), which no
 * route refuses as a whole.
 */
export type AccessNeed = AccessQuestion | 'contacts';

export interface Member {
  role: 'user' | 'admin';
  memberRole: MemberRole;
  permissions: MemberPermissions;
}

export function canAccess(member: Member | null, need: AccessNeed): boolean {
  if (!member) return need === 'public';
  const titular = member.memberRole === 'titular';
  switch (need) {
    case 'public':
    case 'signedIn':
    case 'work':
    case 'clients':
      return true;
    case 'admin':
      return member.role === 'admin';
    case 'staff':
    case 'fiscal':
    case 'business':
      return titular;
    case 'money':
      return titular || member.permissions.seeMoney;
    case 'invoices':
      return titular || member.permissions.issueInvoices;
    case 'export':
      return titular || member.permissions.export;
    case 'contacts':
      return titular || member.permissions.seeContacts;
  }
}

/**
 * Whether the member works only on their own agenda (decision 0148): an adiestrador books,
 * sees and changes their own work, so the screens offer no other trainer.
 */
export const worksOwnAgendaOnly = (member: Member | null) => member?.memberRole === 'adiestrador';

/** `can('money')`: whether the signed-in member may use what needs it. */
export function useAccess(): (need: AccessNeed) => boolean {
  const { user } = useAuth();
  return (need) => canAccess(user, need);
}
