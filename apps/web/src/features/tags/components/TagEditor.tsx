import { Alert, Group, Select, Stack, Text } from '@mantine/core';
import type { Tag } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useTags } from '../api/tags.ts';
import { TagBadge } from './TagBadge.tsx';

interface TagEditorProps {
  tags: Tag[];
  /** Only with the item's `abilities.update`. */
  canEdit: boolean;
  onToggle: (tag: number, add: boolean) => void;
  pending?: boolean;
  error?: unknown;
}

/** The item's tags; with permission, add one from the company's tags or remove one. */
export function TagEditor({ tags, canEdit, onToggle, pending, error }: TagEditorProps) {
  const { t } = useTranslation();
  const all = useTags(canEdit);
  const available = (all.data ?? []).filter((tag) => !tags.some((own) => own.id === tag.id));
  return (
    <Stack gap="xs">
      <Group
        gap="xs"
        component="ul"
        aria-label={t('tags.listLabel')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {tags.length === 0 && (
          <Text component="li" size="sm" c="dimmed">
            {t('tags.none')}
          </Text>
        )}
        {tags.map((tag) => (
          <li key={tag.id}>
            <TagBadge
              tag={tag}
              onRemove={canEdit && !pending ? () => onToggle(tag.id, false) : undefined}
              removeLabel={t('tags.remove', { name: tag.title })}
            />
          </li>
        ))}
      </Group>
      {canEdit && (
        <Select
          label={t('tags.add')}
          placeholder={all.isPending ? t('common.loading') : t('tags.addPlaceholder')}
          data={available.map((tag) => ({ value: String(tag.id), label: tag.title }))}
          value={null}
          onChange={(value) => value && onToggle(Number(value), true)}
          disabled={pending || all.isError}
          searchable
          nothingFoundMessage={t('tags.noMore')}
          maw={320}
        />
      )}
      {error ? (
        <Alert color="red" role="alert">
          {describeError(error, t)}
        </Alert>
      ) : null}
    </Stack>
  );
}
