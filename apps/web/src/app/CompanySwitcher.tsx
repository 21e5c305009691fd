import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Profile, routes } from '@spatium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callRoute, describeError } from '../platform/api/index.ts';

/** Shown when the user belongs to more than one company: POST switch_company. */
export function CompanySwitcher({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const switchCompany = useMutation({
    mutationFn: (company: number) => callRoute(routes.switchCompany, { body: { company } }),
    onSuccess: async (result) => {
      queryClient.setQueryData(['me'], result.user);
      // Everything else belonged to the previous company.
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== 'me' && q.queryKey[0] !== 'overrides',
      });
      notifications.show({
        message: t('nav.companySwitched', { company: result.user.company?.title ?? '' }),
      });
    },
    onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
  });
  if (profile.companies.length < 2) return null;
  return (
    <Select
      aria-label={t('nav.company')}
      data={profile.companies.map((c) => ({ value: String(c.id), label: c.title }))}
      value={profile.company ? String(profile.company.id) : null}
      onChange={(value) => {
        if (value && Number(value) !== profile.company?.id) switchCompany.mutate(Number(value));
      }}
      allowDeselect={false}
      disabled={switchCompany.isPending}
      w={{ base: 140, sm: 220 }}
      size="sm"
    />
  );
}
