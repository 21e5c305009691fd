import type { TFunction } from 'i18next';

/** Photo Sphere Viewer's navbar labels in the reader's language, shared by every 360° viewer. */
export function navigationLang(t: TFunction) {
  return {
    zoomIn: t('tours.viewer.zoomIn'),
    zoomOut: t('tours.viewer.zoomOut'),
    fullscreen: t('tours.viewer.fullscreen'),
    moveUp: t('tours.viewer.moveUp'),
    moveDown: t('tours.viewer.moveDown'),
    moveLeft: t('tours.viewer.moveLeft'),
    moveRight: t('tours.viewer.moveRight'),
  };
}
