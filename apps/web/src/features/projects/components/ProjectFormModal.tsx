import { Alert, Button, Group, Modal, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OldProject } from '@spatium/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../platform/api/index.ts';
import { changedFields } from '../../content/index.ts';
import { FormStack } from '../../system/index.ts';
import { useCreateProject, useUpdateProject } from '../api/projects.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  project?: Pick<OldProject, 'id' | 'title' | 'description'>;
};

/** Create a project, or edit one's title and description. */
export function ProjectFormModal({ opened, onClose, project }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        project ? t('projects.form.editProject', { name: project.title }) : t('projects.form.createProject')
      }
    >
      {opened && <ProjectForm onClose={onClose} project={project} />}
    </Modal>
  );
}

function ProjectForm({ onClose, project }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const original = { title: project?.title ?? '', description: project?.description ?? '' };
  const [draft, setDraft] = useState(original);
  const [titleError, setTitleError] = useState<string>();
  const [noChanges, setNoChanges] = useState(false);
  const create = useCreateProject();
  const update = useUpdateProject();
  const mutation = project ? update : create;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.title.trim()) {
      setTitleError(t('serverMessages.titleRequired'));
      return;
    }
    setTitleError(undefined);
    const saved = () => {
      notifications.show({ color: 'green', message: t('projects.form.saved') });
      onClose();
    };
    if (!project) {
      create.mutate(
        { title: draft.title.trim(), description: draft.description },
        {
          onSuccess: (created) => {
            saved();
            void navigate(`/my_p/${created.id}`);
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
      { id: project.id, body: { ...changes, title: changes.title?.trim() } },
      { onSuccess: saved },
    );
  };

  return (
    <FormStack gap="md" onSubmit={submit}>
      <TextInput
        label={t('projects.form.title')}
        value={draft.title}
        onChange={(event) => {
          const title = event.currentTarget.value;
          setNoChanges(false);
          setDraft((d) => ({ ...d, title }));
        }}
        error={titleError}
        required
        maxLength={200}
        data-autofocus
      />
      <Textarea
        label={t('projects.form.description')}
        value={draft.description}
        onChange={(event) => {
          const description = event.currentTarget.value;
          setNoChanges(false);
          setDraft((d) => ({ ...d, description }));
        }}
        autosize
        minRows={2}
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
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {t('common.save')}
        </Button>
      </Group>
    </FormStack>
  );
}
