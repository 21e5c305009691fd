import { Alert, Button, Group, Select, TextInput } from '@mantine/core';
import { CreateInvitationBody, messages } from '@spatium/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, isApiError } from '../../../platform/api/index.ts';
import { FormStack } from '../../system/index.ts';
import { showSavedNotice } from '../api/notices.ts';
import { useUserMutations } from '../api/users.ts';
import { type FieldErrors, validateBody } from '../forms.ts';
import { CompanySelect } from './CompanySelect.tsx';

type Role = 3 | 4 | 5;

interface Props {
  /** Roles offered; company admins invite members (4) and restricted users (5) only. */
  roles: Role[];
  /** The company invited into (preselected for role 3, who may pick another). */
  company: number | null;
  /** The company cannot be changed (my company page). */
  fixedCompany?: boolean;
  onDone: () => void;
}

/** Invite by e-mail (POST /invitations) with a role and a company. */
export function InviteForm({ roles, company, fixedCompany = false, onDone }: Props) {
  const { t } = useTranslation();
  const { invite } = useUserMutations();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(4);
  const [pickedCompany, setPickedCompany] = useState<number | null>(company);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { email: email.trim(), role, ...(pickedCompany ? { company: pickedCompany } : {}) };
    const checked = validateBody(CreateInvitationBody, body, t);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    invite.mutate(body, {
      onSuccess: () => {
        showSavedNotice(t('admin.invite.sent', { email: body.email }));
        onDone();
      },
      onError: (error) => {
        // SPEC §8: an address already in the system answers 409 with this sentence.
        if (isApiError(error) && error.status === 409)
          setErrors({ email: t('serverMessages.userAlreadyExists') });
      },
    });
  };

  const showGeneric =
    invite.isError &&
    !(isApiError(invite.error) && invite.error.message === messages.userAlreadyExists) &&
    !errors.email;

  return (
    <FormStack gap="md" onSubmit={submit}>
      <TextInput
        type="email"
        label={t('auth.email')}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={errors.email}
        autoComplete="off"
        required
        data-autofocus
      />
      <Select
        label={t('admin.users.role')}
        data={roles.map((r) => ({ value: String(r), label: t(`admin.roleNames.${r}`) }))}
        value={String(role)}
        onChange={(value) => value && setRole(Number(value) as Role)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {!fixedCompany && (
        <CompanySelect value={pickedCompany} onChange={setPickedCompany} error={errors.company} />
      )}
      {showGeneric && (
        <Alert color="red" role="alert">
          {describeError(invite.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={invite.isPending}>
          {t('admin.invite.submit')}
        </Button>
      </Group>
    </FormStack>
  );
}
