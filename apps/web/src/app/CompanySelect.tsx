import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Profile, routes } from '@spatium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callRoute, describeError } from '../platform/api/index.ts';

/** The company picker of a user of several companies: POST switch_company. */
export default function CompanySelect({
  profile,
  width,
}: {
  profile: Profile;
  width: { base: number; sm: number };
}) {
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
      w={width}
      size="sm"
    />
  );
}
