import { FISCAL_RETENTION, type User } from '@adiestra/shared';
import type { LucideIcon } from 'lucide-react';
import { Power, PowerOff, ShieldCheck, ShieldOff, Trash2, UserCheck, UserX } from 'lucide-react';

export type UserAction =
  'approve' | 'unapprove' | 'makeAdmin' | 'makeUser' | 'activate' | 'deactivate' | 'delete';

export interface UserActionMeta {
  label: string;
  icon: LucideIcon;
  /** Icon colour: green grants, red takes away, brand changes the role. */
  iconClass: string;
  /** Failure title of SPEC §8, one per endpoint. */
  errorTitle: string;
  successTitle: string;
  /** Sensitive or destructive actions ask first. */
  confirm?: (name: string) => {
    title: string;
    message: string;
    confirmText: string;
    danger: boolean;
  };
}

const GRANT = 'text-green-700 dark:text-green-400';
const REVOKE = 'text-red-700 dark:text-red-400';
const ROLE = 'text-brand-700 dark:text-brand-300';

const APPROVAL_ERROR = 'Error al actualizar usuario';
const ROLE_ERROR = 'Error al cambiar rol';
const STATUS_ERROR = 'Error al cambiar estado';

export const userActionMeta: Record<UserAction, UserActionMeta> = {
  approve: {
    label: 'Aprobar',
    icon: UserCheck,
    iconClass: GRANT,
    errorTitle: APPROVAL_ERROR,
    successTitle: 'Usuario aprobado',
  },
  unapprove: {
    label: 'Revocar aprobación',
    icon: UserX,
    iconClass: REVOKE,
    errorTitle: APPROVAL_ERROR,
    successTitle: 'Aprobación revocada',
    confirm: (name) => ({
      title: 'Revocar aprobación',
      message: `¿Revocar la aprobación de ${name}? No podrá usar la aplicación hasta que vuelvas a aprobar su cuenta.`,
      confirmText: 'Revocar',
      danger: true,
    }),
  },
  makeAdmin: {
    label: 'Hacer admin',
    icon: ShieldCheck,
    iconClass: ROLE,
    errorTitle: ROLE_ERROR,
    successTitle: 'Ahora es administrador',
    confirm: (name) => ({
      title: 'Dar permisos de administrador',
      message: `¿Hacer administrador a ${name}? Podrá aprobar cuentas, cambiar roles y desactivar usuarios.`,
      confirmText: 'Hacer admin',
      danger: false,
    }),
  },
  makeUser: {
    label: 'Hacer usuario',
    icon: ShieldOff,
    iconClass: ROLE,
    errorTitle: ROLE_ERROR,
    successTitle: 'Ahora es usuario',
    confirm: (name) => ({
      title: 'Quitar permisos de administrador',
      message: `¿Quitar los permisos de administrador a ${name}? Pasará a ser un usuario normal.`,
      confirmText: 'Hacer usuario',
      danger: true,
    }),
  },
  activate: {
    label: 'Activar',
    icon: Power,
    iconClass: GRANT,
    errorTitle: STATUS_ERROR,
    successTitle: 'Usuario activado',
  },
  deactivate: {
    label: 'Desactivar',
    icon: PowerOff,
    iconClass: REVOKE,
    errorTitle: STATUS_ERROR,
    successTitle: 'Usuario desactivado',
    confirm: (name) => ({
      title: 'Desactivar usuario',
      message: `¿Desactivar la cuenta de ${name}? Se cerrará su sesión y no podrá entrar hasta que la reactives.`,
      confirmText: 'Desactivar',
      danger: true,
    }),
  },
  // Issue 20: the account and its records, except the fiscal ones the law keeps (decision 0123).
  delete: {
    label: 'Eliminar cuenta',
    icon: Trash2,
    iconClass: REVOKE,
    errorTitle: 'Error al eliminar la cuenta',
    successTitle: 'Cuenta eliminada',
    confirm: (name) => ({
      title: 'Eliminar cuenta',
      message: `¿Eliminar la cuenta de ${name} con sus datos: clientes, perros, fotos, sesiones, citas, solicitudes, bonos y pagos? Sus facturas emitidas, con su registro de facturación y sus envíos a la AEAT, se conservan ${FISCAL_RETENTION}, como exige la ley, y la cuenta no se puede eliminar mientras la AEAT no haya aceptado todos sus registros. Antes, pide a ${name} que descargue desde Facturas su libro registro y sus facturas en PDF. Sus clientes dejan de poder entrar en su área. No se puede deshacer.`,
      confirmText: 'Eliminar cuenta',
      danger: true,
    }),
  },
};

/** The three toggles offered for a user (approval, role, status), then deleting the account. */
export function availableActions(
  user: Pick<User, 'isApproved' | 'role' | 'isActive'>,
): UserAction[] {
  return [
    user.isApproved ? 'unapprove' : 'approve',
    user.role === 'admin' ? 'makeUser' : 'makeAdmin',
    user.isActive ? 'deactivate' : 'activate',
    'delete',
  ];
}

export function displayName(user: Pick<User, 'name' | 'firstName' | 'lastName' | 'email'>): string {
  return user.name.trim() || `${user.firstName} ${user.lastName}`.trim() || user.email;
}
