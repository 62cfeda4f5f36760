import type { ReactNode } from 'react';
import clsx from 'clsx';
import { AlertCircle, CircleCheck, Info } from 'lucide-react';

type AlertVariant = 'success' | 'error' | 'info';

const styles: Record<AlertVariant, string> = {
  success:
    'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950/60 dark:text-green-200',
  error:
    'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200',
  info: 'border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-brand-950/60 dark:text-brand-100',
};

const icons = { success: CircleCheck, error: AlertCircle, info: Info };

/**
 * An inline banner. Errors use role="alert" (announced at once); the rest role="status".
 */
export function Alert({
  variant = 'info',
  title,
  children,
  className,
  action,
}: {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={clsx('flex gap-3 rounded-lg border px-4 py-3 text-sm', styles[variant], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? <div className="break-words">{children}</div> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
