import { Center, Image, Stack, Text } from '@mantine/core';
import type { ContentKind } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KindIcon } from './KindIcon.tsx';

/**
 * The item's thumbnail (a URL the server signed for this user, so a plain <img> loads it), or its
 * kind's icon and name when it has none or the image fails (a grant that ran out, a file gone).
 */
export function KindThumbnail({
  kind,
  thumbnail,
  height = 96,
}: {
  kind: ContentKind;
  thumbnail: string | null;
  height?: number;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  if (thumbnail && failed !== thumbnail) {
    return (
      <Image
        src={thumbnail}
        alt=""
        h={height}
        fit="cover"
        radius="sm"
        loading="lazy"
        onError={() => setFailed(thumbnail)}
      />
    );
  }
  return (
    <Center
      h={height}
      bg="var(--mantine-color-dark-6)"
      c="var(--mantine-color-blue-3)"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      data-kind={kind}
    >
      <Stack gap={2} align="center">
        <KindIcon kind={kind} size={Math.round(Math.min(height * 0.42, 56))} />
        {height >= 80 && (
          <Text size="xs" c="dimmed" aria-hidden="true">
            {t(`content.kind.${kind}`)}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
