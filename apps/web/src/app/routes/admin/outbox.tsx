import { OutboxPanel } from '@/features/outbox/components/outbox-panel';

export default function AdminOutboxRoute() {
  return (
    <>
      <title>Correo no enviado · Adiestra</title>
      <OutboxPanel />
    </>
  );
}
