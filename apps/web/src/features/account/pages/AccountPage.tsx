import { Paper, Stack, Text, Title } from '@mantine/core';
import { can } from '@spatium/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../platform/i18n/index.ts';
import { useOverrides } from '../../../platform/overrides/overrides.ts';
import { useProfile } from '../../auth/index.ts';
import { ShareLinksSection } from '../../sharelinks/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { AvatarUpload } from '../components/AvatarUpload.tsx';
import { DeleteAccount } from '../components/DeleteAccount.tsx';
import { PasswordForm } from '../components/PasswordForm.tsx';
import { ProfileDetailsForm } from '../components/ProfileDetailsForm.tsx';
import { TwoFactorSection } from '../components/TwoFactorSection.tsx';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

export default function AccountPage() {
  const { t } = useTranslation();
  const { overrides } = useOverrides();
  const { profile, isPending, isError, error, refetch } = useProfile();

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('account.title')}</Title>
      {isPending ? (
        <LoadingState lines={6} />
      ) : isError || !profile ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <Section id="account-details" title={t('account.details.title')}>
            <ProfileDetailsForm key={profile.id} profile={profile} />
          </Section>
          <Section id="account-avatar" title={t('account.avatar.title')}>
            <AvatarUpload profile={profile} />
          </Section>
          <Section
            id="account-password"
            title={t('account.password.title')}
            description={t('account.password.intro')}
          >
            <PasswordForm />
          </Section>
          {!overrides.disable_2fa && (
            <Section id="account-2fa" title={t('twofa.title')}>
              <TwoFactorSection profile={profile} />
            </Section>
          )}
          {!overrides.disable_language_switcher && (
            <Section id="account-language" title={t('language.title')}>
              <LanguageSelect />
            </Section>
          )}
          {can(profile.role.id, 'content.read') && (
            <Section
              id="share-links"
              title={t('clouds.share.mine')}
              description={t('clouds.share.mineIntro')}
            >
              <ShareLinksSection />
            </Section>
          )}
          <Section id="account-delete" title={t('account.delete.title')}>
            <DeleteAccount />
          </Section>
        </>
      )}
    </Stack>
  );
}
