import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { FileRef } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotspotInput } from './scenes.ts';

const types = ['text', 'image', 'link', 'document', 'video'] as const;

/** The fields of an info hotspot: type, title, text, and a URL (link, video) or a tour file (image, document). */
export function HotspotForm({
  opened,
  initial,
  files,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  initial?: HotspotInput;
  files: FileRef[];
  onSubmit: (input: HotspotInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('tours.builder.hotspotTitle')} centered>
      {opened && <HotspotFields initial={initial} files={files} onSubmit={onSubmit} onClose={onClose} />}
    </Modal>
  );
}

function HotspotFields({
  initial,
  files,
  onSubmit,
  onClose,
}: {
  initial?: HotspotInput;
  files: FileRef[];
  onSubmit: (input: HotspotInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<HotspotInput>(
    initial ?? { type: 'text', title: '', text: '', url: null, file: null },
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
