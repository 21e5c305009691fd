import { Button, Kbd, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Viewer } from '@photo-sphere-viewer/core';
import { MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import type { SnapshotView } from '@spatium/contracts';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/index.ts';
import { myFilesPath, useSaveSnapshot } from '../../myfiles/index.ts';
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
  const navigate = useNavigate();
  const format = useFormat();
  const [progress, setProgress] = useState(0);
  const notice = useRef<string | null>(null);
  const save = useSaveSnapshot((fraction) => {
    setProgress(fraction);
    const percent = format.percent(fraction);
    if (notice.current)
      notifications.update({ id: notice.current, message: t('snapshots.progress', { percent }) });
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
    const id = `snapshot-${Date.now()}`;
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
    notice.current = id;
    notifications.show({
      id,
      loading: true,
      autoClose: false,
      withCloseButton: false,
      message: t('snapshots.progress', { percent: format.percent(0) }),
    });
    save.mutate(
      { image, view: current },
      {
        onSettled: () => {
          notice.current = null;
        },
        onSuccess: (file) =>
          notifications.update({
            id,
            loading: false,
            autoClose: 8000,
            withCloseButton: true,
            color: 'teal',
            title: t('snapshots.saved'),
            message: (
              <>
                {t('snapshots.savedBody', { name: file.name })}{' '}
                <Button
                  size="compact-xs"
                  variant="light"
                  mt={6}
                  onClick={() => {
                    notifications.hide(id);
                    void navigate(myFilesPath());
                  }}
                >
                  {t('snapshots.openFolder')}
                </Button>
              </>
            ),
          }),
        onError: (error) =>
          notifications.update({
            id,
            loading: false,
            autoClose: 8000,
            withCloseButton: true,
            color: 'red',
            title: t('snapshots.failed'),
            message: describeError(error, t),
          }),
      },
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
