import { AspectRatio, Card, Center, Checkbox, Group, Image, Stack, Text } from '@mantine/core';
import type { MyFile } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { apiBase } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/index.ts';
import { formatBytes } from '../../uploads/index.ts';
import { FileActions } from './FileActions.tsx';

/** One file in the grid: its preview, name, type, date and size, a check box and its actions. */
export function FileCard({
  file,
  selected,
  onSelect,
}: {
  file: MyFile;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card withBorder padding="sm" h="100%">
      <Card.Section>
        <AspectRatio ratio={2}>
          {file.thumbnail_url ? (
            <Image src={`${apiBase()}${file.thumbnail_url}`} alt="" fit="cover" h="100%" />
          ) : (
            <Center bg="dark.6">
              <Text c="dimmed" size="sm">
                {t('myfiles.noPreview')}
              </Text>
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
            aria-label={t('myfiles.select', { name: file.name })}
            mt={2}
          />
          <Text dir="auto" size="sm" fw={500} lineClamp={2} title={file.name}>
            {file.name}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t(`myfiles.types.${file.type}`)} · {format.dateTime(file.created_at)} · {formatBytes(file.size)}
        </Text>
        <FileActions file={file} />
      </Stack>
    </Card>
  );
}
