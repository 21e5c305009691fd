import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Seam for the issues feature: once it exists, this widget lists the user's open issues from
// get_my_issues (a field of the dashboard answer, so the page still renders from one call).
export function IssuesWidget() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('dashboard.issuesUnavailable')}
    </Text>
  );
}
