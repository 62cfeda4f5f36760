import { RefreshCw } from 'lucide-react';
import clsx from 'clsx';
import { Button, type ButtonProps } from './button';

/** Actualizar: asks the server again; disabled, its arrows turning, while an answer is on its way. */
export function RefreshButton({
  query,
  ...props
}: {
  query: { refetch: () => unknown; isFetching: boolean };
} & Omit<ButtonProps, 'variant' | 'onClick' | 'disabled' | 'icon' | 'children'>) {
  return (
    <Button
      variant="secondary"
      onClick={() => void query.refetch()}
      disabled={query.isFetching}
      icon={
        <RefreshCw
          aria-hidden="true"
          className={clsx('size-4', query.isFetching && 'animate-spin')}
        />
      }
      {...props}
    >
      Actualizar
    </Button>
  );
}
