import { Alert, Button, Group, Modal, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ContentItem, type ContentKind, contentKindNames, contentProperties } from '@spatium/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { FormStack } from '../../system/index.ts';
import { FileUploader, formatBytes, purposeFor } from '../../uploads/index.ts';
import { useCreateContent, useUpdateContent } from '../api/content.ts';
import { changedFields } from '../changes.ts';
import { PropertiesFields } from './PropertiesFields.tsx';

type Props = { opened: boolean; onClose: () => void; onSaved?: (item: ContentItem) => void } & (
  | { mode: 'create'; subproject: number; kind?: ContentKind }
  | { mode: 'edit'; item: ContentItem }
);

interface Draft {
  [key: string]: unknown;
  title: string;
  description: string;
  enabled: boolean;
  files: number[];
  properties: Record<string, unknown>;
}

function defaultProperties(kind: ContentKind): Record<string, unknown> {
  return contentProperties[kind].parse({}) as Record<string, unknown>;
}

function initialDraft(props: Props, kind: ContentKind): Draft {
  if (props.mode === 'edit') {
    const { item } = props;
    return {
      title: item.title,
      description: item.description,
      enabled: item.enabled,
      files: item.files.map((file) => file.id),
      properties: { ...defaultProperties(kind), ...item.properties },
    };
  }
  return { title: '', description: '', enabled: true, files: [], properties: defaultProperties(kind) };
}

/** Create or edit one content item: common fields, files (uploaded first) and the kind's properties. */
export function ContentFormModal(props: Props) {
  const { opened, onClose } = props;
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={
        props.mode === 'edit'
          ? t('content.form.editTitle', { name: props.item.title })
          : t('content.form.createTitle')
      }
    >
      {/* Mounted only while open, so each opening starts from the item as it is now. */}
      {opened && <ContentForm {...props} />}
    </Modal>
  );
}

function ContentForm(props: Props) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<ContentKind>(
    props.mode === 'edit' ? props.item.kind : (props.kind ?? 'tours'),
  );
  const [draft, setDraft] = useState<Draft>(() => initialDraft(props, kind));
  const [newFiles, setNewFiles] = useState<number[]>([]);
  const [uploading, setUploading] = useState(false);
  const [titleError, setTitleError] = useState<string>();
  const [noChanges, setNoChanges] = useState(false);
  const create = useCreateContent(kind);
  const update = useUpdateContent(kind);
  const mutation = props.mode === 'edit' ? update : create;

  const patch = (next: Partial<Draft>) => {
    setNoChanges(false);
    setDraft((current) => ({ ...current, ...next }));
  };

  const done = (item: ContentItem) => {
    notifications.show({ color: 'green', message: t('content.form.saved') });
    props.onSaved?.(item);
    props.onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // SPEC §5: a title is required; checked here before asking the server, which checks again.
    if (!draft.title.trim()) {
      setTitleError(t('serverMessages.titleRequired'));
      return;
    }
    setTitleError(undefined);
    const complete: Draft = { ...draft, title: draft.title.trim(), files: [...draft.files, ...newFiles] };
    if (props.mode === 'create') {
      create.mutate(
        {
          title: complete.title,
          description: complete.description,
          enabled: complete.enabled,
          subproject: props.subproject,
          files: complete.files,
          properties: complete.properties,
        },
        { onSuccess: done },
      );
      return;
    }
    const changes = changedFields(initialDraft(props, kind), complete);
    if (!changes) {
      setNoChanges(true);
      return;
    }
    update.mutate({ id: props.item.id, data: changes }, { onSuccess: done });
  };

  const existingFiles =
    props.mode === 'edit' ? props.item.files.filter((f) => draft.files.includes(f.id)) : [];

  return (
    <FormStack gap="md" onSubmit={submit}>
      {props.mode === 'create' && (
        <Select
          label={t('content.form.kind')}
          data={contentKindNames.map((k) => ({ value: k, label: t(`content.kind.${k}`) }))}
          value={kind}
          onChange={(next) => {
            if (!next) return;
            const nextKind = next as ContentKind;
            setKind(nextKind);
            patch({ properties: defaultProperties(nextKind) });
          }}
          allowDeselect={false}
        />
      )}
      <TextInput
        label={t('content.form.title')}
        value={draft.title}
        onChange={(event) => patch({ title: event.currentTarget.value })}
        error={titleError}
        required
        maxLength={200}
        data-autofocus
      />
      <Textarea
        label={t('content.form.description')}
        value={draft.description}
        onChange={(event) => patch({ description: event.currentTarget.value })}
        autosize
        minRows={2}
        maxRows={8}
      />
      <Switch
        label={t('content.form.enabled')}
        checked={draft.enabled}
        onChange={(event) => patch({ enabled: event.currentTarget.checked })}
      />
      <PropertiesFields
        kind={kind}
        value={draft.properties}
        onChange={(properties) => patch({ properties })}
      />
      {existingFiles.length > 0 && (
        <Group gap="xs">
          {existingFiles.map((file) => (
            <Button
              key={file.id}
              size="compact-xs"
              variant="default"
              onClick={() => patch({ files: draft.files.filter((id) => id !== file.id) })}
              aria-label={t('content.form.removeFile', { name: file.name })}
            >
              {file.name} · {formatBytes(file.size, i18n.language)} ✕
            </Button>
          ))}
        </Group>
      )}
      <FileUploader
        purpose={purposeFor(kind)}
        onChange={(ids) => {
          setNoChanges(false);
          setNewFiles(ids);
        }}
        onBusyChange={setUploading}
      />
      {noChanges && (
        <Alert color="yellow" role="status">
          {t('serverMessages.noChangesToUpdate')}
        </Alert>
      )}
      {mutation.isError && (
        <Alert color="red" role="alert">
          {describeError(mutation.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending} disabled={uploading}>
          {uploading ? t('content.form.waitForUploads') : t('common.save')}
        </Button>
      </Group>
    </FormStack>
  );
}
