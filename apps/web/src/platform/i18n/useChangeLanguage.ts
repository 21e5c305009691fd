import { routes } from '@spatium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../api/client.ts';
import { getToken } from '../api/token.ts';

/** Switch the UI language; signed in, it is also kept as the profile's preference. */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return async (code: string) => {
    await i18n.changeLanguage(code);
    if (!getToken()) return;
    try {
      const profile = await callRoute(routes.updateMe, { body: { preferences: { locale: code } } });
      queryClient.setQueryData(['me'], profile);
    } catch {
      // The language is already switched for this browser; saving it is best effort.
    }
  };
}
