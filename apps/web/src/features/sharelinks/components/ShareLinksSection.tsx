import { Anchor, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { limits, type ShareLink, shareLinkPathOf } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../platform/api/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { useMyShareLinks, useRevokeShareLink } from '../api/shareLinks.ts';

const linkState = (link: ShareLink) => (link.revoked_at ? 'revoked' : link.active ? 'active' : 'expired');

/** The account page's list of the user's share links, each to open, copy or revoke. */
export function ShareLinksSection() {
  const { t, i18n } = useTranslation();
  const links = useMyShareLinks();
  const revoke = useRevokeShareLink();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const confirmRevoke = (link: ShareLink) =>
    modals.openConfirmModal({
      title: t('clouds.share.revokeTitle'),
      children: <Text size="sm">{t('clouds.share.revokeBody', { title: link.title })}</Text>,
      labels: { confirm: t('clouds.share.revoke'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(link.id, {
          onSuccess: () =>
            notifications.show({
              message: t('clouds.share.revoked'),
              autoClose: limits.deletedNoticeMs,
              position: 'bottom-center',
            }),
          onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
        }),
    });

  if (links.isPending) return <LoadingState lines={3} />;
  if (links.isError) return <ErrorState error={links.error} onRetry={() => void links.refetch()} />;
  if (links.data.length === 0) return <Text c="dimmed">{t('clouds.share.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table data-testid="share-links">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('clouds.share.item')}</Table.Th>
            <Table.Th>{t('clouds.share.expiry')}</Table.Th>
            <Table.Th>{t('clouds.share.state')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('clouds.share.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.data.map((link) => {
            const state = linkState(link);
            return (
              <Table.Tr key={link.id}>
                <Table.Td>
                  <Stack gap={0}>
                    {state === 'active' ? (
                      <Anchor component={Link} to={shareLinkPathOf(link.kind, link.code)} dir="auto">
                        {link.title}
                      </Anchor>
                    ) : (
                      <Text dir="auto">{link.title}</Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {date(link.created_at)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {link.expires_at ? date(link.expires_at) : t('clouds.share.expiries.never')}
                </Table.Td>
                <Table.Td>
                  <Badge color={state === 'active' ? 'teal' : 'gray'} variant="light">
                    {t(`clouds.share.states.${state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end">
                    {state === 'active' && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="red"
                        onClick={() => confirmRevoke(link)}
                        aria-label={`${t('clouds.share.revoke')}: ${link.title}`}
                      >
                        {t('clouds.share.revoke')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
