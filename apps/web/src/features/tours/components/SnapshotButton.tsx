import { Button, Kbd, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Viewer } from '@photo-sphere-viewer/core';
import { MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import type { SnapshotView } from '@spatium/contracts';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../platform/i18n/index.ts';
import { useSaveSnapshot, useSnapshotNotice } from '../../myfiles/index.ts';
import { captureView } from '../viewer/captureView.ts';

const shortcut = 'shift+S';

/**
 * "Snapshot" (also Shift+S): captures the view as the user sees it and saves it to My Snapshots with
 * the view, so it can be opened again. Progress shows in a notification that links to the folder.
 */
export function SnapshotButton({
  viewerRef,
  tourId,
  sceneId,
  disabled,
}: {
  viewerRef: RefObject<Viewer | null>;
  tourId: number;
  sceneId: string | null;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const notice = useSnapshotNotice();
  const [progress, setProgress] = useState(0);
  const save = useSaveSnapshot((fraction) => {
    setProgress(fraction);
    notice.progress(fraction);
  });
  const busy = save.isPending;

  const take = async () => {
    const viewer = viewerRef.current;
    if (busy || disabled || !viewer || !sceneId) return;
    const position = viewer.getPosition();
    const current: SnapshotView = {
      tour: tourId,
      scene: sceneId,
      yaw: position.yaw,
      pitch: position.pitch,
      zoom: viewer.getZoomLevel(),
    };
    let image: Blob;
    try {
      image = await captureView(viewer, viewer.getPlugin<MarkersPlugin>(MarkersPlugin));
    } catch {
      notifications.show({
        color: 'red',
        title: t('snapshots.failed'),
        message: t('snapshots.captureFailed'),
      });
      return;
    }
    setProgress(0);
    const id = notice.start();
    save.mutate(
      { image, view: current },
      { onSuccess: (file) => notice.saved(id, file), onError: (error) => notice.failed(id, error) },
    );
  };

  useHotkeys([[shortcut, () => void take()]]);

  return (
    <Tooltip
      label={
        <>
          {t('snapshots.hint')} <Kbd size="xs">⇧ S</Kbd>
        </>
      }
    >
      <Button
        size="xs"
        variant="light"
        onClick={() => void take()}
        disabled={disabled}
        loading={busy}
        loaderProps={{ type: 'dots' }}
        aria-keyshortcuts="Shift+S"
        aria-label={busy ? t('snapshots.progress', { percent: format.percent(progress) }) : undefined}
      >
        {t('snapshots.take')}
      </Button>
    </Tooltip>
  );
}
