import type { Company } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CompanyUpdate, useCompanyMutations } from '../api/companies.ts';
import { showSavedNotice } from '../api/notices.ts';
import { changedFields } from '../changes.ts';

/** Saves part of a company with PUT /companies/{id}, sending only what changed ('No changes to update' else). */
export function useCompanySave(company: Company) {
  const { t } = useTranslation();
  const { update } = useCompanyMutations();
  const [noChanges, setNoChanges] = useState(false);
  /** `baseline`: the stored values in the form's own shape, when that differs from the raw company. */
  const save = (
    draft: CompanyUpdate,
    message: string = t('admin.myCompany.saved'),
    baseline: CompanyUpdate = company,
  ) => {
    const changes = changedFields(baseline, draft);
    if (!changes) {
      setNoChanges(true);
      return;
    }
    setNoChanges(false);
    // Not mutate's own onSuccess: the saved company reloads and remounts the form first, and
    // TanStack Query skips the callbacks of a component that is gone. The promise always settles.
    update.mutateAsync({ id: company.id, body: changes }).then(
      () => showSavedNotice(message),
      () => {}, // shown from mutation.error
    );
  };
  return { save, noChanges, clearNoChanges: () => setNoChanges(false), mutation: update };
}
