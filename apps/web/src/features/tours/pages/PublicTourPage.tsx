import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../system/index.ts';

export default function PublicTourPage() {
  const { t } = useTranslation();
  return <ComingSoonPage feature={t('features.publicTour')} />;
}
