import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { App } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInstallTool, useUninstallTool } from '../api/apps.ts';
import { loadTool } from '../tools/registry.ts';
import { ToolIcon } from './ToolIcon.tsx';

type State = 'notInstalled' | 'installing' | 'installed';

/**
 * One tool of the marketplace with its SPEC §4 state: not installed → installing (the install call and
 * the download of the tool's module) → installed; uninstall returns it to not installed.
 */
export function ToolCard({ app }: { app: App }) {
  const { t } = useTranslation();
  const install = useInstallTool();
  const uninstall = useUninstallTool();
  const [installing, setInstalling] = useState(false);
  const state: State =
    installing || app.installing ? 'installing' : app.installed ? 'installed' : 'notInstalled';
  const name = t(`apps.tools.${app.id}.name`);

  const onInstall = async () => {
    setInstalling(true);
    try {
      await Promise.all([install.mutateAsync(app.id), loadTool(app.id)]);
      notifications.show({ color: 'green', message: t('apps.installed') });
    } catch {
      // SPEC §8: one message whatever went wrong (the call or the module download).
      notifications.show({ color: 'red', message: t('apps.installFailed') });
    } finally {
      setInstalling(false);
    }
  };
  const onUninstall = () =>
    uninstall.mutate(app.id, {
      onSuccess: () => notifications.show({ message: t('apps.uninstalled', { name }) }),
      onError: () => notifications.show({ color: 'red', message: t('apps.uninstallFailed') }),
    });

  return (
    <Card
      withBorder
      padding="md"
      h="100%"
      component="article"
      aria-label={name}
      data-testid={`tool-${app.id}`}
    >
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="start">
          <ToolIcon icon={app.icon} />
          <Stack gap={2} style={{ flex: 1 }}>
            <Text fw={700} component="h2" size="lg" m={0}>
              {name}
            </Text>
            <Badge
              variant="light"
              color={state === 'installed' ? 'green' : state === 'installing' ? 'blue' : 'gray'}
              data-testid="tool-state"
            >
              {t(`apps.state.${state}`)}
            </Badge>
          </Stack>
        </Group>
        <Text size="sm">{t(`apps.tools.${app.id}.description`)}</Text>
        <Text size="xs" c="dimmed">
          {app.permissions.length === 0
            ? t('apps.permissionsNone')
            : t('apps.permissions', {
                list: app.permissions.map((p) => t(`apps.capability.${p}`)).join(', '),
              })}
        </Text>
        <Group mt="auto">
          {state === 'installed' ? (
            <>
              <Button component={Link} to={`/apps/${app.id}`}>
                {t('apps.open')}
              </Button>
              <Button variant="default" onClick={onUninstall} loading={uninstall.isPending}>
                {t('apps.uninstall')}
              </Button>
            </>
          ) : (
            <Button
              onClick={onInstall}
              loading={state === 'installing'}
              aria-label={t('apps.installName', { name })}
            >
              {t('apps.install')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
