import { Anchor, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { catalogueRoutes } from '@spatium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiBase, callRoute } from '../../../platform/api/index.ts';
import { ErrorState } from '../../system/index.ts';
import type { Hotspot } from '../viewer/nodes.ts';

/** Only http(s) links are followed: a hotspot URL is user input. */
function safeUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

function useFileUrl(file: number | null) {
  return useQuery({
    queryKey: ['files', 'link', file],
    queryFn: async () => {
      const { url } = await callRoute(catalogueRoutes.fileLink, { params: { id: file as number } });
      return `${apiBase()}${url}`;
    },
    enabled: file !== null,
    staleTime: 60_000,
  });
}

/** The content of an info hotspot: text, image, link, document or video. */
export function HotspotModal({ hotspot, onClose }: { hotspot: Hotspot | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={hotspot !== null} onClose={onClose} title={hotspot?.title} size="lg" centered>
      {hotspot && <HotspotBody hotspot={hotspot} />}
      {hotspot === null && <Text>{t('tours.viewer.noContent')}</Text>}
    </Modal>
  );
}

function HotspotBody({ hotspot }: { hotspot: Hotspot }) {
  const { t } = useTranslation();
  const file = useFileUrl(hotspot.type === 'image' || hotspot.type === 'document' ? hotspot.file : null);
  const url = safeUrl(hotspot.url);
  return (
    <Stack gap="sm">
      {hotspot.text && <Text style={{ whiteSpace: 'pre-wrap' }}>{hotspot.text}</Text>}
      {file.isLoading && <Loader size="sm" aria-label={t('common.loading')} />}
      {file.isError && <ErrorState error={file.error} onRetry={() => void file.refetch()} />}
      {hotspot.type === 'image' && file.data && <Image src={file.data} alt={hotspot.title} radius="sm" />}
      {hotspot.type === 'document' && file.data && (
        <Anchor href={file.data} target="_blank" rel="noopener noreferrer">
          {t('tours.hotspot.openDocument')}
        </Anchor>
      )}
      {hotspot.type === 'link' && url && (
        <Anchor href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </Anchor>
      )}
      {hotspot.type === 'video' && url && (
        // biome-ignore lint/a11y/useMediaCaption: user-uploaded tour videos come without captions
        <video src={url} controls style={{ width: '100%' }} aria-label={hotspot.title} />
      )}
    </Stack>
  );
}
