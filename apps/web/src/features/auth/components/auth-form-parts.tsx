import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { linkClass } from '@/components/ui/link-class';
import { PasswordInput } from '@/components/ui/password-input';

/** The e-mail field of the auth forms. */
export function EmailInput(props: Omit<ComponentProps<typeof Input>, 'label'>) {
  return <Input label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A new password with its strength meter under it. */
export function NewPasswordInput({
  password,
  ...props
}: Omit<ComponentProps<typeof PasswordInput>, 'autoComplete'> & { password: string }) {
  return (
    <div className="space-y-2">
      <PasswordInput autoComplete="new-password" {...props} />
      <PasswordStrengthMeter password={password} />
    </div>
  );
}

/** The repeated new password. */
export function ConfirmPasswordInput(
  props: Omit<ComponentProps<typeof PasswordInput>, 'label' | 'autoComplete'>,
) {
  return <PasswordInput label="Confirmar contraseña" autoComplete="new-password" {...props} />;
}

/** The full-width submit button, with its label while the form is being sent. */
export function AuthSubmit({
  submitting,
  busyLabel,
  children,
}: {
  submitting: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" className="w-full" isLoading={submitting}>
      {submitting ? busyLabel : children}
    </Button>
  );
}

/** The line under a form that leads to the other one ("¿Ya tienes cuenta? Inicia sesión"). */
export function AuthSwitch({
  question,
  to,
  children,
}: {
  question: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <p className="text-center text-sm text-gray-700 dark:text-gray-300">
      {question}{' '}
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    </p>
  );
}
