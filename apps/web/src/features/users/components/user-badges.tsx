import { userStatusLabel, type User } from '@adiestra/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const statusTone: Record<ReturnType<typeof userStatusLabel>, BadgeTone> = {
  Pendiente: 'yellow',
  Activo: 'green',
  Inactivo: 'red',
};

/** 'Pendiente' / 'Activo' / 'Inactivo' by the shared rule (inactive wins). */
export function UserStatusBadge({ user }: { user: Pick<User, 'isApproved' | 'isActive'> }) {
  const label = userStatusLabel(user);
  return <Badge tone={statusTone[label]}>{label}</Badge>;
}

export function UserRoleBadge({ role }: { role: User['role'] }) {
  return role === 'admin' ? (
    <Badge tone="brand">Administrador</Badge>
  ) : (
    <Badge tone="gray">Usuario</Badge>
  );
}

/** Marks the signed-in admin's own row. */
export function SelfBadge() {
  return (
    <Badge tone="brand" className="ml-2">
      Tú
    </Badge>
  );
}
