import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { StoredNotification } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications.ts';

/** Where an entry leads: the issue, or the channel of the message. */
function linkOf(notification: StoredNotification): string {
  if (notification.model === 'issues') return `/issues/${notification.result.id}`;
  return notification.result.channel ? `/chat/${notification.result.channel}` : '/chat';
}

/** The bell in the header: the unread count, and a panel of the newest notifications. */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = list.data?.unread ?? 0;

  const open = (notification: StoredNotification) => {
    if (!notification.read) markRead.mutate(notification.id);
    setOpened(false);
    void navigate(linkOf(notification));
  };

  return (
    // The count sits outside the popover's target: the target gets aria-expanded, which only the
    // button may carry, not the indicator's wrapper.
    <Indicator label={unread} size={16} disabled={unread === 0} offset={4}>
      <Popover opened={opened} onChange={setOpened} width={340} position="bottom-end" shadow="md">
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => setOpened((o) => !o)}
            aria-label={t('notifications.bell', { n: unread })}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Group justify="space-between" mb="xs">
            <Text fw={600}>{t('notifications.title')}</Text>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={unread === 0}
              onClick={() => markAll.mutate()}
            >
              {t('notifications.markAllRead')}
            </Button>
          </Group>
          <ScrollArea.Autosize mah={360}>
            <Stack gap={4}>
              {list.isError && <Text c="red">{t('notifications.loadFailed')}</Text>}
              {list.data?.items.length === 0 && <Text c="dimmed">{t('notifications.empty')}</Text>}
              {list.data?.items.map((notification) => (
                <UnstyledButton key={notification.id} onClick={() => open(notification)} p={6}>
                  <Text size="sm" fw={notification.read ? 400 : 700}>
                    {t(`notifications.type.${notification.type}`, { by: notification.result.by ?? '' })}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {notification.result.title} · {new Date(notification.time).toLocaleString()}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

// Drawn, not an emoji: a system without an emoji font (a plain Linux desktop) shows 🔔 as an empty box.
function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
