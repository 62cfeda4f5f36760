import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { InviteClientButton, type InvitedClient } from './invite-client-dialog';

/**
 * The client's page, issue 45.5: the trainer invites the client to Mi área (by e-mail or by a
 * WhatsApp text), so a client with nothing booked can see their classes and sign what a service
 * asks for.
 */
export function ClientOwnerAreaCard({ client }: { client: InvitedClient }) {
  if (client.email === null) return null;
  return (
    <Card>
      <CardHeader
        title="Mi área"
        description="Envía al cliente un enlace para entrar en su área: sus citas, clases, informes y documentos."
        as="h2"
      />
      <CardContent>
        <InviteClientButton client={client} purpose="area" />
      </CardContent>
    </Card>
  );
}
