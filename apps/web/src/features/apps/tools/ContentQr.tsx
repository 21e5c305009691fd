import { Button, Code, Loader, Stack, Text, TextInput } from '@mantine/core';
import { catalogueRoutes, limits } from '@spatium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../../platform/api/index.ts';
import { openPath } from '../../content/index.ts';
import { QrCode } from '../../tours/index.ts';

/**
 * A QR code for any content the user may open: found through the same search as the header's, so
 * the tool sees exactly what its user sees.
 */
export default function ContentQr() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<{ title: string; path: string } | null>(null);
  const q = text.trim().length >= limits.searchMinLength ? text.trim() : null;
  const results = useQuery({
    queryKey: ['search', q],
    queryFn: ({ signal }) => callRoute(catalogueRoutes.search, { query: { q: q as string }, signal }),
    enabled: q !== null,
  });
  const link = picked ? `${window.location.origin}${picked.path}` : null;

  return (
    <Stack>
      <TextInput
        label={t('apps.qr.search')}
        description={t('apps.qr.searchHelp')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {results.isFetching && <Loader size="sm" role="status" aria-label={t('common.loading')} />}
      {q && results.data && results.data.documents.length === 0 && <Text>{t('apps.qr.none')}</Text>}
      <Stack gap={4}>
        {results.data?.documents.slice(0, 10).map((doc) => (
          <Button
            key={`${doc.kind}-${doc.id}`}
            variant={picked?.path === openPath(doc.kind, doc.id) ? 'filled' : 'light'}
            justify="start"
            onClick={() => setPicked({ title: doc.title, path: openPath(doc.kind, doc.id) })}
          >
            {doc.title}
          </Button>
        ))}
      </Stack>
      {picked && link && (
        <Stack align="center" gap="xs">
          <QrCode
            value={link}
            label={t('apps.qr.codeFor', { title: picked.title })}
            fileName="spatium-qr.svg"
          />
          <Code data-testid="qr-link">{link}</Code>
        </Stack>
      )}
    </Stack>
  );
}
