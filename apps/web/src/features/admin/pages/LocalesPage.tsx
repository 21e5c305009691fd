import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocales } from '../api/settings.ts';
import { DataTable } from '../components/DataTable.tsx';
import { SectionFrame } from '../components/SectionFrame.tsx';

/** The language's own name for itself ("Norsk bokmål" for nb-NO), when the browser knows it. */
function nativeName(code: string): string | undefined {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code);
  } catch {
    return undefined;
  }
}

export default function LocalesPage() {
  const { t } = useTranslation();
  const query = useLocales();
  return (
    <SectionFrame
      title={t('admin.locales.title')}
      description={t('admin.locales.description')}
      query={query}
      isEmpty={(locales) => locales.length === 0}
      emptyMessage={t('admin.locales.empty')}
    >
      {(locales) => (
        <DataTable
          label={t('admin.locales.table')}
          rows={locales}
          rowKey={(l) => l.code}
          filterText={(l) => `${l.code} ${l.name} ${nativeName(l.code) ?? ''}`}
          columns={[
            { key: 'code', label: t('admin.locales.code'), sortValue: (l) => l.code, render: (l) => l.code },
            { key: 'name', label: t('admin.locales.name'), sortValue: (l) => l.name, render: (l) => l.name },
            {
              key: 'native',
              label: t('admin.locales.native'),
              sortValue: (l) => nativeName(l.code) ?? l.name,
              render: (l) => <span lang={l.code}>{nativeName(l.code) ?? l.name}</span>,
            },
            {
              key: 'dir',
              label: t('admin.locales.direction'),
              sortValue: (l) => l.dir,
              render: (l) => t(`admin.locales.dir.${l.dir}`),
            },
            {
              key: 'default',
              label: t('admin.locales.default'),
              sortValue: (l) => (l.isDefault ? 0 : 1),
              render: (l) => (l.isDefault ? <Badge color="green">{t('admin.locales.default')}</Badge> : null),
            },
          ]}
        />
      )}
    </SectionFrame>
  );
}
