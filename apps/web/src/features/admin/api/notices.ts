import { notifications } from '@mantine/notifications';
import { limits } from '@spatium/contracts';

/** SPEC §8/§9: deleted confirmations show for 1000 ms at the bottom (other notices sit bottom-left). */
export function showDeletedNotice(message: string) {
  notifications.show({ message, autoClose: limits.deletedNoticeMs, position: 'bottom-center' });
}

export function showSavedNotice(message: string) {
  notifications.show({ color: 'green', message });
}

export function showErrorNotice(message: string) {
  notifications.show({ color: 'red', message });
}
