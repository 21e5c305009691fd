import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SceneNoteContentKind } from '@spatium/contracts';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverrides } from '../../../platform/overrides/overrides.ts';
import { useSaveSceneSnapshot, useSnapshotNotice } from '../../myfiles/index.ts';

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
  const { overrides } = useOverrides();
  const notice = useSnapshotNotice();
  const save = useSaveSceneSnapshot(notice.progress);
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
    const id = notice.start();
    save.mutate(
      { image, item: { content, item } },
      { onSuccess: (file) => notice.saved(id, file), onError: (error) => notice.failed(id, error) },
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
