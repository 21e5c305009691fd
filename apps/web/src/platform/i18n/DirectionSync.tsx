import { useDirection } from '@mantine/core';
import { localeDirection } from '@spatium/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps Mantine's direction in step with the language. */
export function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    setDirection(localeDirection(language));
  }, [language, setDirection]);
  return null;
}
