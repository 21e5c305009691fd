import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { defaultMarkerStyle, type FileRef } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HotspotStyleFields } from './HotspotStyleFields.tsx';
import type { HotspotInput } from './scenes.ts';

const types = ['text', 'image', 'link', 'document', 'video'] as const;

/**
 * The fields of an info hotspot: type, title, text, a URL (link, video) or a tour file (image, document),
 * and its marker style.
 */
export function HotspotForm({
  opened,
  initial,
  files,
  company,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  initial?: HotspotInput;
  files: FileRef[];
  /** The tour's company, whose hotspot templates the style can come from. */
  company: number;
  onSubmit: (input: HotspotInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('tours.builder.hotspotTitle')} centered>
      {opened && (
        <HotspotFields
          initial={initial}
          files={files}
          company={company}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function HotspotFields({
  initial,
  files,
  company,
  onSubmit,
  onClose,
}: {
  initial?: HotspotInput;
  files: FileRef[];
  company: number;
  onSubmit: (input: HotspotInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<HotspotInput>(
    initial ?? { type: 'text', title: '', text: '', url: null, file: null, style: { ...defaultMarkerStyle } },
  );
  const [titleError, setTitleError] = useState(false);
  const usesUrl = value.type === 'link' || value.type === 'video';
  const usesFile = value.type === 'image' || value.type === 'document';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!value.title.trim()) {
          setTitleError(true);
          return;
        }
        onSubmit({
          ...value,
          title: value.title.trim(),
          url: usesUrl ? value.url?.trim() || null : null,
          file: usesFile ? value.file : null,
        });
      }}
    >
      <Stack gap="sm">
        <Select
          label={t('tours.builder.hotspotType')}
          data={types.map((type) => ({ value: type, label: t(`tours.builder.hotspotTypes.${type}`) }))}
          value={value.type}
          allowDeselect={false}
          onChange={(type) => type && setValue({ ...value, type: type as HotspotInput['type'] })}
        />
        <TextInput
          label={t('tours.builder.hotspotName')}
          required
          value={value.title}
          error={titleError ? t('serverMessages.titleRequired') : undefined}
          onChange={(event) => {
            setTitleError(false);
            setValue({ ...value, title: event.currentTarget.value });
          }}
        />
        <Textarea
          label={t('tours.builder.hotspotText')}
          autosize
          minRows={2}
          value={value.text}
          onChange={(event) => setValue({ ...value, text: event.currentTarget.value })}
        />
        {usesUrl && (
          <TextInput
            label={t('tours.builder.hotspotUrl')}
            type="url"
            value={value.url ?? ''}
            onChange={(event) => setValue({ ...value, url: event.currentTarget.value })}
          />
        )}
        {usesFile && (
          <Select
            label={t('tours.builder.hotspotFile')}
            description={t('tours.builder.hotspotFileHint')}
            data={files.map((file) => ({ value: String(file.id), label: file.name }))}
            value={value.file === null ? null : String(value.file)}
            onChange={(file) => setValue({ ...value, file: file ? Number(file) : null })}
            clearable
          />
        )}
        <HotspotStyleFields
          style={value.style ?? defaultMarkerStyle}
          title={value.title}
          company={company}
          onChange={(style) => setValue({ ...value, style })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('common.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
