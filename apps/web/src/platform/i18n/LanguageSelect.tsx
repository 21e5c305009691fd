import { NativeSelect } from '@mantine/core';
import { locales } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from './useChangeLanguage.ts';

const options = locales.map((l) => ({ value: l.code, label: l.name }));

/**
 * The 53 locales by native name, in the browser's own select: it types ahead by the first letters,
 * opens as the phone's picker, and keeps Mantine's combobox out of the login page's JavaScript.
 */
export function LanguageSelect({ label }: { label?: string }) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <NativeSelect
      label={label ?? t('language.label')}
      data={options}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => void changeLanguage(event.currentTarget.value)}
    />
  );
}
