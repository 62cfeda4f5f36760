import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  isLoading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive or sensitive action. The safe choice (cancel) gets focus first. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmText = 'Confirmar',
  cancelText = 'Cancelar',
  variant = 'danger',
  isLoading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      dismissible={!isLoading}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isLoading} data-autofocus>
            {cancelText}
          </Button>
          <Button variant={variant} onClick={onConfirm} isLoading={isLoading}>
            {confirmText}
          </Button>
        </>
      }
    />
  );
}
