import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Also the Suspense fallback while the first locale loads, so it must not suspend itself. */
export function FullPageLoader() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <Center mih="100vh" role="status" aria-busy="true" aria-label={ready ? t('common.loading') : undefined}>
      <Loader />
    </Center>
  );
}
