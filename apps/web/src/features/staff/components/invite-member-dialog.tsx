import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_MEMBER_PERMISSIONS,
  INVITABLE_ROLES,
  INVITATION_TTL_DAYS,
  InviteMemberSchema,
  MEMBER_PERMISSION_LABELS,
  MEMBER_PERMISSIONS,
  MEMBER_ROLE_LABELS,
  STAFF_MESSAGES,
  type InvitableRole,
  type InviteMember,
  type MemberPermissions,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useInviteMember } from '../api/invite-member';

interface Values {
  email: string;
  role: InvitableRole;
  permissions: MemberPermissions;
}

const FIRST_ROLE: InvitableRole = 'adiestrador';

/**
 * "Invitar a alguien": an e-mail, a role and its toggles (the role's defaults, changed before
 * sending if the titular wants). The server e-mails the link; an address that is already a member
 * or already invited is refused with its reason under the field.
 */
export function InviteMemberDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteMember();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, formState } = useForm<
    Values,
    unknown,
    InviteMember
  >({
    resolver: zodResolver(InviteMemberSchema) as never,
    defaultValues: {
      email: '',
      role: FIRST_ROLE,
      permissions: { ...DEFAULT_MEMBER_PERMISSIONS[FIRST_ROLE] },
    },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(input: InviteMember) {
    setFailure(null);
    try {
      const sent = await invite.mutateAsync(input);
      toast({ variant: 'success', title: STAFF_MESSAGES.invited, description: sent.email });
      onClose();
    } catch (caught) {
      // A conflict is about the address typed: said under it.
      if (isApiError(caught) && caught.status === 409) {
        setError('email', { type: 'server', message: caught.message }, { shouldFocus: true });
        return;
      }
      if (!applyServerFieldErrors(caught, setError, ['email', 'role'])) {
        setFailure(getErrorMessage(caught, 'No se pudo enviar la invitación'));
      }
    }
  }

  const roleField = register('role', {
    onChange: (event: { target: { value: string } }) => {
      const role = event.target.value as InvitableRole;
      for (const permission of MEMBER_PERMISSIONS) {
        setValue(`permissions.${permission}`, DEFAULT_MEMBER_PERMISSIONS[role][permission]);
      }
    },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Invitar a alguien"
      description={`Le enviaremos un enlace por e-mail para que cree su cuenta en tu negocio. Caduca en ${INVITATION_TTL_DAYS} días.`}
      dismissible={!isSubmitting}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <Input
          label="E-mail"
          type="email"
          autoComplete="off"
          inputMode="email"
          required
          data-autofocus
          error={errors.email?.message}
          {...register('email')}
        />
        <Select label="Rol" required error={errors.role?.message} {...roleField}>
          {INVITABLE_ROLES.map((role) => (
            <option key={role} value={role}>
              {MEMBER_ROLE_LABELS[role]}
            </option>
          ))}
        </Select>
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">
            Permisos
          </legend>
          {MEMBER_PERMISSIONS.map((permission) => (
            <Checkbox
              key={permission}
              label={MEMBER_PERMISSION_LABELS[permission]}
              {...register(`permissions.${permission}`)}
            />
          ))}
        </fieldset>
        <FormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel="Enviar invitación"
          inDialog
        />
      </form>
    </Dialog>
  );
}
