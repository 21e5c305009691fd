import { Badge } from '@mantine/core';
import type { IssueStatus, Severity } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';

const severityColours: Record<Severity, string> = {
  'very low': 'gray',
  low: 'blue',
  medium: 'yellow',
  high: 'orange',
  critical: 'red',
};
const statusColours: Record<IssueStatus, string> = { created: 'gray', shared: 'blue', resolved: 'green' };

/** The key of a severity in `issues.severity.*` (i18next keys cannot hold spaces well). */
export const severityKey = (severity: Severity) => `issues.severity.${severity.replace(' ', '_')}`;

export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation();
  return (
    <Badge color={severityColours[severity]} variant="light">
      {t(severityKey(severity))}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: IssueStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColours[status]} variant="outline">
      {t(`issues.status.${status}`)}
    </Badge>
  );
}
