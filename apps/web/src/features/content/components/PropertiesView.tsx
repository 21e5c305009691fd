import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The kind-specific properties in readable form: labelled rows, yes/no, lists, nested fields (never JSON). */
export function PropertiesView({ properties }: { properties: Record<string, unknown> }) {
  const { t } = useTranslation();
  const entries = Object.entries(properties);
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('content.detail.noProperties')}
      </Text>
    );
  }
  const label = (key: string) =>
    t(`content.properties.${key}`, {
      defaultValue: key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()),
    });
  const show = (value: unknown): React.ReactNode => {
    if (value === null || value === undefined || value === '') return t('content.detail.notSet');
    if (typeof value === 'boolean') return value ? t('content.detail.yes') : t('content.detail.no');
    if (typeof value === 'number' || typeof value === 'string') return String(value);
    if (Array.isArray(value)) {
      if (value.length === 0) return t('content.detail.none');
      if (value.every((v) => typeof v !== 'object' || v === null)) return value.join(', ');
      return t('content.detail.entries', { count: value.length });
    }
    // A nested group of fields: its own labelled rows, never raw JSON.
    const nested = Object.entries(value as Record<string, unknown>);
    if (nested.length === 0) return t('content.detail.none');
    return (
      <Stack gap={2}>
        {nested.map(([key, inner]) => (
          <Text key={key} size="sm">
            <Text span c="dimmed" size="sm">
              {label(key)}:
            </Text>{' '}
            {typeof inner === 'object' && inner !== null && !Array.isArray(inner)
              ? t('content.detail.entries', { count: Object.keys(inner).length })
              : show(inner)}
          </Text>
        ))}
      </Stack>
    );
  };
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {entries.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th w={200}>{label(key)}</Table.Th>
            <Table.Td>{show(value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
