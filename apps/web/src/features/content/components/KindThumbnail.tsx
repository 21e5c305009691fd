import { Center, Image, Text } from '@mantine/core';
import type { ContentKind } from '@spatium/contracts';
import { kindGlyph } from '../kinds.ts';

/** The item's thumbnail, or its kind's glyph when it has none. */
export function KindThumbnail({
  kind,
  thumbnail,
  height = 96,
}: {
  kind: ContentKind;
  thumbnail: string | null;
  height?: number;
}) {
  if (thumbnail) return <Image src={thumbnail} alt="" h={height} fit="cover" radius="sm" />;
  return (
    <Center h={height} bg="var(--mantine-color-dark-6)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Text fz={Math.round(height / 5)} fw={800} c="dimmed" ff="monospace" aria-hidden="true">
        {kindGlyph[kind]}
      </Text>
    </Center>
  );
}
