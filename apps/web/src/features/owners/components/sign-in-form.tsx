import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { OwnerSignInRequestSchema, type OwnerSignInRequestInput } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-error';
import { useRequestSignInLink } from '../api/request-sign-in-link';

/** The owner types their e-mail and gets a one-time link: no password to remember. */
export function SignInForm() {
  const request = useRequestSignInLink();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<OwnerSignInRequestInput>({
    resolver: zodResolver(OwnerSignInRequestSchema),
    defaultValues: { email: '' },
  });

  async function onSubmit(values: OwnerSignInRequestInput) {
    setFailure(null);
    try {
      setSent(await request.mutateAsync(values));
    } catch (caught) {
      setFailure(getErrorMessage(caught, 'No se pudo enviar el enlace. Inténtalo de nuevo.'));
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      {sent ? <Alert variant="success">{sent}</Alert> : null}
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <Input
        label="Tu email"
        type="email"
        autoComplete="email"
        required
        hint="El que usaste al reservar. Te enviaremos un enlace para entrar."
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Button
        type="submit"
        className="w-full"
        isLoading={formState.isSubmitting}
        icon={<Mail aria-hidden="true" className="size-4" />}
      >
        Enviarme el enlace
      </Button>
    </form>
  );
}
