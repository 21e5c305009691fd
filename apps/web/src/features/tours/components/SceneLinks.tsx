import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ViewerSceneData } from '../api/tours.ts';
import { sceneLinkLabel } from '../viewer/nodes.ts';

/**
 * The current scene's links as buttons: the arrows drawn in the panorama take only a pointer, so
 * keyboard and screen-reader users move through the tour here.
 */
export function SceneLinks({
  scene,
  sceneTitles,
  onGo,
}: {
  scene: ViewerSceneData;
  sceneTitles: ReadonlyMap<string, string>;
  onGo: (sceneId: string) => void;
}) {
  const { t } = useTranslation();
  const links = scene.locked ? [] : scene.links.filter((link) => sceneTitles.has(link.to));
  if (links.length === 0) return null;
  return (
    <Group component="nav" aria-label={t('tours.viewer.linksLabel')} gap="xs" mt="xs">
      {links.map((link) => (
        <Button key={link.id} size="xs" variant="default" onClick={() => onGo(link.to)}>
          {sceneLinkLabel(link.title, sceneTitles.get(link.to) ?? '', (title) =>
            t('tours.plan.goTo', { title }),
          )}
        </Button>
      ))}
    </Group>
  );
}
