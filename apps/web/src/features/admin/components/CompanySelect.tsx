import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompaniesLight } from '../api/companies.ts';

interface Props {
  value: number | null;
  onChange: (company: number | null) => void;
  label?: string;
  /** Offers "All companies" (a filter) instead of requiring a pick. */
  allowAll?: boolean;
  required?: boolean;
  error?: string | undefined;
}

/** Picks one of the companies the caller may see (GET companies_light). */
export function CompanySelect({ value, onChange, label, allowAll = false, required, error }: Props) {
  const { t } = useTranslation();
  const companies = useCompaniesLight();
  const data = [
    ...(allowAll ? [{ value: '', label: t('admin.companySelect.all') }] : []),
    ...(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.title })),
  ];
  return (
    <Select
      label={label ?? t('admin.companySelect.label')}
      data={data}
      value={value ? String(value) : allowAll ? '' : null}
      onChange={(next) => onChange(next ? Number(next) : null)}
      searchable
      allowDeselect={false}
      required={required}
      error={error ?? (companies.isError ? t('admin.companySelect.loadFailed') : undefined)}
      disabled={companies.isPending}
      placeholder={companies.isPending ? t('common.loading') : t('admin.companySelect.placeholder')}
      maw={360}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
