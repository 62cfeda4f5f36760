import { AuditLogPanel } from '@/features/audit/components/audit-log-panel';

export default function AdminAuditRoute() {
  return (
    <>
      <title>Registro de actividad · Adiestra</title>
      <AuditLogPanel />
    </>
  );
}
