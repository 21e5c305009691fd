import { Alert, List, Text } from '@mantine/core';
import { contentKindNames } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { formatBytes } from '../../uploads/index.ts';
import { useImpact } from '../api/projects.ts';

/** What deleting a project or sub-project takes with it, asked from the server before confirming. */
export function ImpactSummary({ model, id }: { model: 'oldprojects' | 'oldsubprojects'; id: number }) {
  const { t, i18n } = useTranslation();
  const impact = useImpact(model, id);
  if (impact.isPending) return <LoadingState lines={2} />;
  if (impact.isError) return <ErrorState error={impact.error} onRetry={() => void impact.refetch()} />;
  const { subprojects, content, files, bytes } = impact.data;
  const kinds = contentKindNames.filter((kind) => content[kind] > 0);
  const nothing = subprojects === 0 && kinds.length === 0 && files === 0;
  return (
    <Alert color="red" variant="light" role="note" title={t('projects.impact.title')}>
      {nothing ? (
        <Text size="sm">{t('projects.impact.nothing')}</Text>
      ) : (
        <List size="sm" spacing={2}>
          {model === 'oldprojects' && (
            <List.Item>{t('projects.impact.subprojects', { count: subprojects })}</List.Item>
          )}
          {kinds.map((kind) => (
            <List.Item key={kind}>
              {t('projects.impact.items', { count: content[kind], kind: t(`content.kinds.${kind}`) })}
            </List.Item>
          ))}
          <List.Item>
            {t('projects.impact.files', { count: files, size: formatBytes(bytes, i18n.language) })}
          </List.Item>
        </List>
      )}
    </Alert>
  );
}
