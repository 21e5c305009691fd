import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Seam for the tools marketplace: once it exists, this widget lists the installed tools from
// get_my_apps (a field of the dashboard answer, so the page still renders from one call).
export function AppsWidget() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('dashboard.appsUnavailable')}
    </Text>
  );
}
