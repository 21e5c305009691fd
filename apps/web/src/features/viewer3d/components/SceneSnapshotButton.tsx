import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SceneNoteContentKind } from '@spatium/contracts';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/index.ts';
import { useOverrides } from '../../../platform/overrides/overrides.ts';
import { myFilesPath, useSaveSceneSnapshot } from '../../myfiles/index.ts';

/**
 * "Snapshot": saves the 3D view as it is on screen into My Snapshots, with a notice that links to the
 * folder. A domain's `disable_snapshots` hides it (and the server refuses).
 */
export function SceneSnapshotButton({
  content,
  item,
  capture,
}: {
  content: SceneNoteContentKind;
  item: number;
  capture: RefObject<(() => Promise<Blob | null>) | null>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const { overrides } = useOverrides();
  const save = useSaveSceneSnapshot(() => {});
  if (overrides.disable_snapshots) return null;

  const take = async () => {
    const image = await capture.current?.().catch(() => null);
    if (!image) {
      notifications.show({
        color: 'red',
        title: t('snapshots.failed'),
        message: t('viewer3d.snapshot.captureFailed'),
      });
      return;
    }
    const id = `snapshot-${Date.now()}`;
    notifications.show({
      id,
      loading: true,
      autoClose: false,
      message: t('snapshots.progress', { percent: format.percent(0) }),
    });
    save.mutate(
      { image, item: { content, item } },
      {
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

  return (
    <Button
      size="xs"
      variant="light"
      title={t('snapshots.hint')}
      loading={save.isPending}
      onClick={() => void take()}
    >
      {t('snapshots.take')}
    </Button>
  );
}
