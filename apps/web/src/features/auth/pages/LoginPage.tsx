import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LanguageSelect } from '../../../platform/i18n/index.ts';
import { useOverrides } from '../../../platform/overrides/overrides.ts';
import { useProfile } from '../api/session.ts';
import { AuthFrame } from '../components/AuthFrame.tsx';
import { LoginForm } from '../components/LoginForm.tsx';
import { startPath } from '../guard.ts';

export default function LoginPage() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const { overrides } = useOverrides();
  if (profile) return <Navigate to={startPath(profile)} replace />;
  return (
    <AuthFrame title={t('auth.login.title')}>
      <LoginForm />
      {!overrides.disable_language_switcher && <LanguageSelect />}
    </AuthFrame>
  );
}
