import { Badge, ColorInput, ColorSwatch, Group, Text, TextInput } from '@mantine/core';
import { CreateTagBody, UpdateTagBody } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { CollectionSection } from '../components/CollectionSection.tsx';

const swatches = ['#228be6', '#40c057', '#fab005', '#fd7e14', '#fa5252', '#be4bdb', '#15aabf', '#868e96'];

export default function TagsPage() {
  const { t } = useTranslation();
  return (
    <CollectionSection
      name="tags"
      text="admin.tags"
      columns={[
        {
          key: 'title',
          label: t('admin.fields.title'),
          sortValue: (tag) => tag.title,
          render: (tag) => (
            <Badge color={tag.color} variant="filled" autoContrast>
              {tag.title}
            </Badge>
          ),
        },
        {
          key: 'color',
          label: t('admin.fields.color'),
          sortValue: (tag) => tag.color,
          render: (tag) => (
            <Group gap="xs">
              <ColorSwatch color={tag.color} size={16} aria-hidden="true" />
              <Text size="sm" ff="monospace">
                {tag.color}
              </Text>
            </Group>
          ),
        },
      ]}
      filterText={(tag) => tag.title}
      itemTitle={(tag) => tag.title}
      emptyDraft={() => ({ title: '', color: '#228be6' })}
      fromItem={(tag) => ({ title: tag.title, color: tag.color })}
      createSchema={CreateTagBody}
      updateSchema={UpdateTagBody}
      renderForm={({ draft, set, errors }) => (
        <>
          <TextInput
            label={t('admin.fields.title')}
            value={draft.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={errors.title}
            required
            data-autofocus
          />
          <ColorInput
            label={t('admin.fields.color')}
            value={draft.color}
            onChange={(color) => set('color', color)}
            format="hex"
            swatches={swatches}
            error={errors.color}
            required
          />
        </>
      )}
    />
  );
}
