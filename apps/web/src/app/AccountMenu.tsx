import { Avatar, Group, Menu, Modal, Text, UnstyledButton, useMantineColorScheme } from '@mantine/core';
import type { Profile } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../features/auth/index.ts';
import { LanguageSelect } from '../platform/i18n/index.ts';

export function displayName(profile: Profile): string {
  const full = `${profile.details.firstname} ${profile.details.lastname}`.trim();
  return full || profile.username;
}

/** Avatar menu: account, theme, language, sign out. */
export function AccountMenu({ profile, languageSwitcher }: { profile: Profile; languageSwitcher: boolean }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [languageOpen, setLanguageOpen] = useState(false);
  // SPEC §1/§4: the theme toggles, but the provider forces dark, so dark stays on.
  const { colorScheme, toggleColorScheme } = useMantineColorScheme();
  const name = displayName(profile);
  const avatar = profile.details.avatar ?? profile.preferences.avatar ?? undefined;

  return (
    <>
      <Menu position="bottom-end" width={240} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={t('nav.accountMenu', { name })}>
            <Group gap="xs" wrap="nowrap">
              <Avatar src={avatar} radius="xl" size={32} alt="">
                {name.slice(0, 1).toUpperCase()}
              </Avatar>
              <Text dir="auto" size="sm" fw={500} visibleFrom="sm" truncate maw={160}>
                {name}
              </Text>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{profile.email}</Menu.Label>
          <Menu.Item component={Link} to="/account">
            {t('nav.account')}
          </Menu.Item>
          <Menu.Item
            onClick={toggleColorScheme}
            closeMenuOnClick={false}
            rightSection={t('theme.alwaysDark')}
          >
            {colorScheme === 'light' ? t('theme.light') : t('theme.dark')}
          </Menu.Item>
          {languageSwitcher && (
            <Menu.Item onClick={() => setLanguageOpen(true)}>{t('language.title')}</Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => void logout()}>
            {t('nav.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={languageOpen} onClose={() => setLanguageOpen(false)} title={t('language.title')}>
        <LanguageSelect />
      </Modal>
    </>
  );
}
