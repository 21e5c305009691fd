import { Anchor, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ContentKind } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../platform/api/index.ts';
import { useContentItem, useUpdateContent } from '../../content/index.ts';

/**
 * For those who manage a model: opens it to anyone at its public address (`properties.public`),
 * saved at once through the content update, and shows that address while it is public.
 */
export function PublicSwitch({
  kind,
  id,
  publicPath,
}: {
  kind: Extract<ContentKind, 'bims' | 'threeds'>;
  id: number;
  publicPath: string;
}) {
  const { t } = useTranslation();
  const item = useContentItem(kind, id);
  const update = useUpdateContent(kind);
  const isPublic = item.data?.properties.public === true;
  return (
    <Stack gap={4}>
      <Switch
        label={t('share.public.label')}
        description={t('share.public.hint')}
        checked={isPublic}
        disabled={!item.data || update.isPending}
        onChange={(event) =>
          update.mutate(
            { id, data: { properties: { public: event.currentTarget.checked } } },
            { onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }) },
          )
        }
        data-testid="public-switch"
      />
      {isPublic && (
        <Text size="sm">
          {t('share.public.address')}{' '}
          <Anchor component={Link} to={publicPath} data-testid="public-address">
            {new URL(publicPath, window.location.origin).toString()}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
