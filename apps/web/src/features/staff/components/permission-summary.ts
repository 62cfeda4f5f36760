import {
  MEMBER_PERMISSION_LABELS,
  MEMBER_PERMISSIONS,
  type MemberPermissions,
} from '@adiestra/shared';

/** "Ver teléfono y e-mail de los clientes, Ver cobros y saldos", or "Sin permisos extra". */
export function permissionSummary(permissions: MemberPermissions): string {
  const granted = MEMBER_PERMISSIONS.filter((p) => permissions[p]).map(
    (p) => MEMBER_PERMISSION_LABELS[p],
  );
  return granted.length > 0 ? granted.join(', ') : 'Sin permisos extra';
}
