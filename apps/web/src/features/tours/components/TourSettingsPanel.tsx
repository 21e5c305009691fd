import { Paper, Stack, Switch } from '@mantine/core';
import type { ContentItem } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { useUpdateContent } from '../../content/index.ts';
import { ShareTourButton } from './ShareTourButton.tsx';
import { publicTourUrl } from './shareLinks.ts';

/** The builder's switches that take effect at once, unlike the draft: enabled and public. */
export function TourSettingsPanel({
  item,
  busy,
  onError,
}: {
  item: ContentItem;
  /** A save of the draft is under way (it writes the same properties). */
  busy: boolean;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateContent('tours');
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Switch
          label={t('content.detail.tourEnabled')}
          checked={item.enabled}
          disabled={busy || update.isPending}
          onChange={(event) =>
            update.mutate({ id: item.id, data: { enabled: event.currentTarget.checked } }, { onError })
          }
        />
        <Switch
          label={t('tours.builder.public')}
          description={t('tours.builder.publicHint', {
            path: publicTourUrl(window.location.origin, item.id),
          })}
          checked={item.properties.public === true}
          disabled={busy || update.isPending}
          onChange={(event) =>
            update.mutate(
              {
                id: item.id,
                data: { properties: { ...item.properties, public: event.currentTarget.checked } },
              },
              { onError },
            )
          }
        />
        {item.properties.public === true && <ShareTourButton tour={item} />}
      </Stack>
    </Paper>
  );
}
