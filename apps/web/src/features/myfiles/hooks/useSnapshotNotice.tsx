import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/index.ts';
import { myFilesPath } from '../paths.ts';

/**
 * The notice of a snapshot on its way into My Snapshots, shared by the tour and the 3D viewers: progress
 * while it uploads, then a link to the folder, or why it failed.
 */
export function useSnapshotNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const shown = useRef<string | null>(null);

  const settle = (id: string, outcome: Parameters<typeof notifications.update>[0]) => {
    if (shown.current === id) shown.current = null;
    notifications.update({ ...outcome, id, loading: false, autoClose: 8000, withCloseButton: true });
  };

  return {
    /** Shows the notice at 0 %; returns its id for `saved` and `failed`. */
    start(): string {
      const id = `snapshot-${Date.now()}`;
      shown.current = id;
      notifications.show({
        id,
        loading: true,
        autoClose: false,
        withCloseButton: false,
        message: t('snapshots.progress', { percent: format.percent(0) }),
      });
      return id;
    },
    progress(fraction: number) {
      if (shown.current)
        notifications.update({
          id: shown.current,
          message: t('snapshots.progress', { percent: format.percent(fraction) }),
        });
    },
    saved(id: string, file: { name: string }) {
      settle(id, {
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
      });
    },
    failed(id: string, error: unknown) {
      settle(id, { color: 'red', title: t('snapshots.failed'), message: describeError(error, t) });
    },
  };
}
