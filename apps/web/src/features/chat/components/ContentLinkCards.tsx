import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { ContentKind } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KindThumbnail, openPath, useContentItem } from '../../content/index.ts';
import { contentLinksIn } from '../contentLinks.ts';

/**
 * One linked item: its thumbnail, title and kind, opening its viewer. Loaded with the reader's own
 * rights, so an item they may not see shows no card (the link stays plain text in the message).
 */
function ContentLinkCard({ kind, id }: { kind: ContentKind; id: number }) {
  const { t } = useTranslation();
  const item = useContentItem(kind, id);
  if (!item.data) return null;
  return (
    <Card withBorder padding="xs" maw={360}>
      <Group gap="sm" wrap="nowrap">
        <div style={{ width: 96, flexShrink: 0 }}>
          <KindThumbnail kind={kind} thumbnail={item.data.thumbnail} height={64} />
        </div>
        <Stack gap={2}>
          <Anchor component={Link} to={openPath(kind, id)} fw={600} size="sm" dir="auto">
            {item.data.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t(`content.kind.${kind}`)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** Cards for the content a message links to (SPEC §3: links to content open its viewer). */
export function ContentLinkCards({ body }: { body: string }) {
  const links = contentLinksIn(body, window.location.host);
  if (links.length === 0) return null;
  return (
    <Stack gap={4} mt={4}>
      {links.map((link) => (
        <ContentLinkCard key={`${link.kind}:${link.id}`} kind={link.kind} id={link.id} />
      ))}
    </Stack>
  );
}
