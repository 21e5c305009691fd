import { Alert, Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Profile, routes } from '@spatium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute, describeError } from '../../../platform/api/index.ts';
import { profileQueryKey } from '../../auth/index.ts';
import { FormStack } from '../../system/index.ts';
import { changedProfileFields, type ProfileDraft } from '../profileDiff.ts';

export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ProfileDraft>({
    username: profile.username,
    firstname: profile.details.firstname,
    lastname: profile.details.lastname,
    telephone: profile.details.telephone,
  });
  const [noChanges, setNoChanges] = useState(false);
  const [usernameError, setUsernameError] = useState<string>();
  const save = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof changedProfileFields>>) =>
      callRoute(routes.updateMe, { body }),
    onSuccess: (updated) => {
      queryClient.setQueryData(profileQueryKey, updated);
      notifications.show({ color: 'green', message: t('account.details.saved') });
    },
  });

  const set = (field: keyof ProfileDraft) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setNoChanges(false);
    setDraft((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.username.trim().length < 2) {
      setUsernameError(t('account.details.usernameTooShort'));
      return;
    }
    setUsernameError(undefined);
    // SPEC §5: an update with no changes is refused, here before asking the server.
    const body = changedProfileFields(profile, draft);
    if (!body) {
      setNoChanges(true);
      return;
    }
    save.mutate(body);
  };

  return (
    <FormStack gap="md" onSubmit={submit}>
      <TextInput
        label={t('profile.username')}
        value={draft.username}
        onChange={set('username')}
        autoComplete="username"
        error={usernameError}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('profile.firstname')}
          value={draft.firstname}
          onChange={set('firstname')}
          autoComplete="given-name"
        />
        <TextInput
          label={t('profile.lastname')}
          value={draft.lastname}
          onChange={set('lastname')}
          autoComplete="family-name"
        />
      </SimpleGrid>
      <TextInput
        type="tel"
        label={t('profile.telephone')}
        value={draft.telephone}
        onChange={set('telephone')}
        autoComplete="tel"
      />
      <TextInput label={t('auth.email')} value={profile.email} readOnly disabled />
      {noChanges && (
        <Alert color="yellow" role="status">
          {t('serverMessages.noChangesToUpdate')}
        </Alert>
      )}
      {save.isError && (
        <Alert color="red" role="alert">
          {describeError(save.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Group>
    </FormStack>
  );
}
