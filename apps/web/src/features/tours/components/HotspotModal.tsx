import { Anchor, Image, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShownHotspot } from '../viewer/nodes.ts';

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

/**
 * The content of an info hotspot: text, image, link, document or video. Images and documents come
 * with a URL the server signed for this viewer (signed in or an anonymous visitor of a public tour).
 */
export function HotspotModal({ hotspot, onClose }: { hotspot: ShownHotspot | null; onClose: () => void }) {
  return (
    <Modal opened={hotspot !== null} onClose={onClose} title={hotspot?.title} size="lg" centered>
      {hotspot && <HotspotBody hotspot={hotspot} />}
    </Modal>
  );
}

function HotspotBody({ hotspot }: { hotspot: ShownHotspot }) {
  const { t } = useTranslation();
  const url = safeUrl(hotspot.url);
  // Signed for this viewer by the server, like the tiles: opened without a token.
  const { attachment } = hotspot;
  const usesFile = hotspot.type === 'image' || hotspot.type === 'document';
  const empty = !hotspot.text && (usesFile ? !attachment : !url);
  return (
    <Stack gap="sm">
      {hotspot.text && <Text style={{ whiteSpace: 'pre-wrap' }}>{hotspot.text}</Text>}
      {hotspot.type === 'image' && attachment && (
        <Anchor href={attachment.url} target="_blank" rel="noopener noreferrer">
          <Image src={attachment.url} alt={hotspot.title} radius="sm" />
        </Anchor>
      )}
      {hotspot.type === 'document' && attachment && (
        <Text>
          <Anchor href={attachment.url} target="_blank" rel="noopener noreferrer">
            {t('tours.hotspot.openDocument')}
          </Anchor>{' '}
          <Text span c="dimmed">
            ({attachment.name})
          </Text>
        </Text>
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
      {empty && <Text c="dimmed">{t('tours.viewer.noContent')}</Text>}
    </Stack>
  );
}
