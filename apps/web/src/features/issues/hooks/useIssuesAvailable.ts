import { can } from '@spatium/contracts';
import { useOverrides } from '../../../platform/overrides/overrides.ts';
import { useProfile } from '../../auth/index.ts';

/** SPEC §6: issues need the capability, the company's switch and no disabling override. */
export function useIssuesAvailable(): boolean {
  const { profile } = useProfile();
  const { overrides } = useOverrides();
  return (
    can(profile?.role.id, 'issues.use') &&
    Boolean(profile?.company?.issues.enabled) &&
    !overrides.disable_issues
  );
}
