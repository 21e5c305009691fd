import { Select } from '@mantine/core';
import { locales } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from './useChangeLanguage.ts';

const options = locales.map((l) => ({ value: l.code, label: l.name }));

/** The 53 locales by native name. */
export function LanguageSelect({ label }: { label?: string }) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <Select
      label={label ?? t('language.label')}
      data={options}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(value) => {
        if (value) void changeLanguage(value);
      }}
      searchable
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      nothingFoundMessage={t('language.nothingFound')}
    />
  );
}
