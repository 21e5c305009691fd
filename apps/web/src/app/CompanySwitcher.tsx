import { Box } from '@mantine/core';
import type { Profile } from '@spatium/contracts';
import { lazy, Suspense } from 'react';
import { importWithTimeout } from '../platform/api/index.ts';

// Few users belong to several companies: the picker (Mantine's Select and its combobox, about 11 KB
// gzipped) is a chunk of its own, so the signed-in layout of everyone else does not download it.
const CompanySelect = lazy(() => importWithTimeout(() => import('./CompanySelect.tsx')));

const width = { base: 140, sm: 220 };

/** Shown when the user belongs to more than one company. */
export function CompanySwitcher({ profile }: { profile: Profile }) {
  if (profile.companies.length < 2) return null;
  return (
    // The picker's place is kept while it loads, so the header does not shift.
    <Suspense fallback={<Box w={width} />}>
      <CompanySelect profile={profile} width={width} />
    </Suspense>
  );
}
