import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The notifications and the dialogs features open with `modals.openConfirmModal`. Neither needs to wrap
 * the pages: `notifications.show` keeps what it is given in a store until the container mounts, and the
 * modal manager listens to window events. So AppProviders loads them in a chunk of their own after the
 * first page, which keeps Mantine's Modal, ScrollArea and floating-ui off the login page.
 */
export default function Overlays() {
  return (
    <ModalsProvider>
      <Notifications position="bottom-left" />
    </ModalsProvider>
  );
}
