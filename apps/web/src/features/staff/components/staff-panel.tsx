import { useState } from 'react';
import { MailPlus, UserPlus } from 'lucide-react';
import {
  STAFF_MESSAGES,
  type InvitableRole,
  type MemberPermission,
  type StaffInvitation,
  type StaffMember,
  type TrainerColour,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useStaff } from '../api/get-staff';
import { useRemoveMember } from '../api/remove-member';
import { useSetMemberColour } from '../api/set-member-colour';
import { useUpdateMember, type MemberChange } from '../api/update-member';
import { InvitationItem } from './invitation-item';
import { InviteMemberDialog } from './invite-member-dialog';
import { MemberItem } from './member-item';

const listClass = 'divide-y divide-gray-200 dark:divide-gray-800';

/**
 * Equipo (the titular's): the members with their role and toggles, each change sent at once; the
 * pending invitations; "Invitar a alguien"; and removing a member after saying what it does.
 * The list changes only from the server's answers.
 */
export function StaffPanel() {
  const staff = useStaff();
  const update = useUpdateMember();
  const recolour = useSetMemberColour();
  const remove = useRemoveMember();
  const cancel = useCancelInvitation();
  const { toast } = useToast();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [busyMembers, setBusyMembers] = useState<ReadonlySet<string>>(new Set());
  const [busyInvitations, setBusyInvitations] = useState<ReadonlySet<string>>(new Set());

  const mark = (set: typeof setBusyMembers, id: string, on: boolean) =>
    set((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function change(member: StaffMember, send: () => Promise<unknown>, done: string) {
    mark(setBusyMembers, member.userId, true);
    try {
      await send();
      toast({ variant: 'success', title: done, description: member.name });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'No se pudo guardar el cambio',
        description: getErrorMessage(error, 'Error del servidor'),
      });
    } finally {
      mark(setBusyMembers, member.userId, false);
    }
  }

  const updateWith = (member: StaffMember, changes: MemberChange['changes']) =>
    void change(
      member,
      () => update.mutateAsync({ userId: member.userId, changes }),
      STAFF_MESSAGES.memberUpdated,
    );
  const onRole = (member: StaffMember, role: InvitableRole) => updateWith(member, { role });
  const onPermission = (member: StaffMember, permission: MemberPermission, value: boolean) =>
    updateWith(member, { permissions: { [permission]: value } });
  const onColour = (member: StaffMember, colour: TrainerColour) =>
    void change(
      member,
      () => recolour.mutateAsync({ userId: member.userId, colour }),
      STAFF_MESSAGES.colourChanged,
    );

  async function onCancelInvitation(invitation: StaffInvitation) {
    mark(setBusyInvitations, invitation.id, true);
    try {
      await cancel.mutateAsync(invitation);
      toast({
        variant: 'success',
        title: STAFF_MESSAGES.invitationCancelled,
        description: invitation.email,
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'No se pudo anular la invitación',
        description: getErrorMessage(error, 'Error del servidor'),
      });
    } finally {
      mark(setBusyInvitations, invitation.id, false);
    }
  }

  function confirmRemove() {
    if (!removing) return;
    const member = removing;
    remove.mutate(member, {
      onSuccess: () => {
        setRemoving(null);
        toast({
          variant: 'success',
          title: STAFF_MESSAGES.memberRemoved,
          description: member.name,
        });
      },
      onError: (error) => {
        setRemoving(null);
        toast({
          variant: 'error',
          title: 'No se pudo quitar del equipo',
          description: getErrorMessage(error, 'Error del servidor'),
        });
      },
    });
  }

  const inviteButton = (
    <Button
      icon={<UserPlus aria-hidden="true" className="size-4" />}
      onClick={() => setInviting(true)}
    >
      Invitar a alguien
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Equipo"
        description="Quién trabaja en tu negocio, con qué rol y qué puede ver cada persona."
        actions={staff.isSuccess ? inviteButton : null}
      />
      {staff.isPending ? (
        <div className="space-y-3" role="status" aria-label="Cargando el equipo">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : null}
      {staff.isError ? (
        <Alert
          variant="error"
          title="No se pudo cargar el equipo"
          action={
            <Button variant="secondary" size="sm" onClick={() => void staff.refetch()}>
              Reintentar
            </Button>
          }
        >
          {getErrorMessage(staff.error, 'Error del servidor')}
        </Alert>
      ) : null}
      {staff.isSuccess ? (
        <div className="space-y-6">
          <Card>
            <CardHeader
              title={`Miembros (${staff.data.members.length})`}
              description="Los cambios de rol y de permisos se aplican en cuanto los haces."
            />
            <ul className={listClass}>
              {staff.data.members.map((member) => (
                <MemberItem
                  key={member.userId}
                  member={member}
                  busy={busyMembers.has(member.userId)}
                  onRole={onRole}
                  onPermission={onPermission}
                  onRemove={setRemoving}
                  onColour={onColour}
                />
              ))}
            </ul>
            {staff.data.members.length <= 1 ? (
              <div className="border-t border-gray-200 dark:border-gray-800">
                <EmptyState
                  title="Aún no tienes equipo"
                  description="Invita a tus adiestradores y a recepción: cada uno entra con su e-mail y su contraseña, y ve lo que le permitas."
                  icon={<UserPlus aria-hidden="true" className="size-6" />}
                />
              </div>
            ) : null}
          </Card>
          <Card>
            <CardHeader
              title={`Invitaciones pendientes (${staff.data.invitations.length})`}
              description="Un enlace sirve una sola vez; si lo anulas, deja de funcionar."
            />
            {staff.data.invitations.length > 0 ? (
              <ul className={listClass}>
                {staff.data.invitations.map((invitation) => (
                  <InvitationItem
                    key={invitation.id}
                    invitation={invitation}
                    busy={busyInvitations.has(invitation.id)}
                    onCancel={(i) => void onCancelInvitation(i)}
                  />
                ))}
              </ul>
            ) : (
              <EmptyState
                title="No hay invitaciones pendientes"
                icon={<MailPlus aria-hidden="true" className="size-6" />}
              />
            )}
          </Card>
        </div>
      ) : null}
      {inviting ? <InviteMemberDialog onClose={() => setInviting(false)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `¿Quitar a ${removing.name} del equipo?` : ''}
        message={
          <div className="space-y-2">
            <p>
              Sus sesiones abiertas se cierran en este momento: en cuanto haga algo en Adiestra
              tendrá que salir, y ya no podrá entrar en tu negocio.
            </p>
            <p>
              Su historial se queda: las sesiones que registró y las citas que dio siguen en el
              negocio.
            </p>
          </div>
        }
        confirmText="Quitar del equipo"
        isLoading={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
