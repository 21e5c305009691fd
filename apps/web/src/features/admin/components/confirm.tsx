import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Red confirm button; every destructive action is confirmed first (SPEC §5). */
  danger?: boolean;
}

/** Opens a confirmation dialog; `onConfirm` runs only when the user confirms. */
export function confirmAction({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  danger = true,
}: ConfirmOptions) {
  modals.openConfirmModal({
    title,
    children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    confirmProps: { color: danger ? 'red' : undefined },
    onConfirm,
  });
}
