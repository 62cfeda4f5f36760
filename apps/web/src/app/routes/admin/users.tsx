import { UsersPanel } from '@/features/users/components/users-panel';

export default function AdminUsersRoute() {
  return (
    <>
      <title>Usuarios · Adiestra</title>
      <UsersPanel />
    </>
  );
}
