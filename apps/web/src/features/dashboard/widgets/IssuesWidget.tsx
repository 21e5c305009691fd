import { Anchor, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { can, type Severity } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOverrides } from '../../../platform/overrides/overrides.ts';
import { useProfile } from '../../auth/index.ts';
import { useOpenIssues } from '../api/widgets.ts';

const severityColour: Record<Severity, string> = {
  'very low': 'gray',
  low: 'blue',
  medium: 'yellow',
  high: 'orange',
  critical: 'red',
};

/** The user's open issues (created or shared), newest first; a `newissue` event refreshes the list live. */
export function IssuesWidget() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const { overrides } = useOverrides();
  // SPEC §6: issues need the capability, the company's switch and no disabling override.
  const available =
    can(profile?.role.id, 'issues.use') &&
    Boolean(profile?.company?.issues.enabled) &&
    !overrides.disable_issues;
  const issues = useOpenIssues(available);
  if (!available || issues.isError) {
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.issuesUnavailable')}
      </Text>
    );
  }
  if (issues.isPending) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  return (
    <Stack gap={6}>
      {issues.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.issuesEmpty')}
        </Text>
      ) : (
        <Stack component="ul" gap={6} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {issues.data.map((issue) => (
            <Group component="li" key={issue.id} gap="xs" wrap="nowrap" justify="space-between">
              <Anchor component={Link} to={`/issues/${issue.id}`} size="sm" lineClamp={1} dir="auto">
                {issue.title}
              </Anchor>
              <Badge
                size="xs"
                variant="light"
                color={severityColour[issue.severity]}
                style={{ flexShrink: 0 }}
              >
                {t(`issues.severity.${issue.severity.replace(' ', '_')}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to="/issues" size="xs">
        {t('dashboard.issuesAll')}
      </Anchor>
    </Stack>
  );
}
