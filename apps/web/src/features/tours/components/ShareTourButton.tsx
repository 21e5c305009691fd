import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithTimeout, withAllStrings } from '../../../platform/api/index.ts';
import type { SharedTour } from './ShareTourDialog.tsx';

// The dialog (its language list, the QR encoder behind it) loads on the first click only.
const ShareTourDialog = lazy(() => importWithTimeout(withAllStrings(() => import('./ShareTourDialog.tsx'))));

/** "Share" for a public tour: opens its address, QR code and embed code. */
export function ShareTourButton({ tour }: { tour: SharedTour }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="light" onClick={open}>
        {t('tours.share.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ShareTourDialog tour={tour} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
