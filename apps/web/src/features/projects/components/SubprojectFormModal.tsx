import { Alert, Button, Group, Modal, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OldSubproject } from '@spatium/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { changedFields } from '../../content/index.ts';
import { FormStack } from '../../system/index.ts';
import { useCreateSubproject, useUpdateSubproject } from '../api/projects.ts';
import { UserPicker } from './UserPicker.tsx';

type Props = {
  opened: boolean;
  onClose: () => void;
  onCreated?: (id: number) => void;
} & ({ project: number; subproject?: undefined } | { project?: undefined; subproject: OldSubproject });

/** Create a sub-project (with the users who get access), or edit one's title and description. */
export function SubprojectFormModal(props: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={
        props.subproject
          ? t('projects.form.editSubproject', { name: props.subproject.title })
          : t('projects.form.createSubproject')
      }
    >
      {props.opened && <SubprojectForm {...props} />}
    </Modal>
  );
}

function SubprojectForm(props: Props) {
  const { t } = useTranslation();
  const existing = props.subproject;
  const original = { title: existing?.title ?? '', description: existing?.description ?? '' };
  const [draft, setDraft] = useState(original);
  const [users, setUsers] = useState<number[]>([]);
  const [titleError, setTitleError] = useState<string>();
  const [noChanges, setNoChanges] = useState(false);
  const create = useCreateSubproject();
  const update = useUpdateSubproject();
  const mutation = existing ? update : create;
  const set = (field: 'title' | 'description') => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setNoChanges(false);
    setDraft((d) => ({ ...d, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.title.trim()) {
      setTitleError(t('serverMessages.titleRequired'));
      return;
    }
    setTitleError(undefined);
    const saved = () => {
      notifications.show({ color: 'green', message: t('projects.form.saved') });
      props.onClose();
    };
    if (!existing) {
      create.mutate(
        {
          title: draft.title.trim(),
          description: draft.description,
          oldproject: props.project as number,
          users_with_access: users,
        },
        {
          onSuccess: (created) => {
            saved();
            props.onCreated?.(created.id);
          },
        },
      );
      return;
    }
    const changes = changedFields(original, draft);
    if (!changes) {
      setNoChanges(true);
      return;
    }
    update.mutate(
      { id: existing.id, body: { ...changes, title: changes.title?.trim() } },
      { onSuccess: saved },
    );
  };

  return (
    <FormStack gap="md" onSubmit={submit}>
      <TextInput
        label={t('projects.form.title')}
        value={draft.title}
        onChange={set('title')}
        error={titleError}
        required
        maxLength={200}
        data-autofocus
      />
      <Textarea
        label={t('projects.form.description')}
        value={draft.description}
        onChange={set('description')}
        autosize
        minRows={2}
      />
      {!existing && <UserPicker label={t('projects.access.users')} value={users} onChange={setUsers} />}
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
        <Button type="submit" loading={mutation.isPending}>
          {t('common.save')}
        </Button>
      </Group>
    </FormStack>
  );
}
