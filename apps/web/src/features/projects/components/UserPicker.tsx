import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePartUsers } from '../api/projects.ts';

/** Users who may be given access (GET getpartusers). */
export function UserPicker({
  value,
  onChange,
  label,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const users = usePartUsers();
  const data = (users.data ?? []).map((user) => ({
    value: String(user.id),
    label: user.name ? `${user.name} (${user.email})` : user.email,
  }));
  return (
    <MultiSelect
      label={label}
      data={data}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      clearable
      placeholder={users.isPending ? t('common.loading') : t('projects.access.pick')}
      error={users.isError ? t('projects.access.usersFailed') : undefined}
      nothingFoundMessage={t('projects.access.noUsers')}
    />
  );
}
