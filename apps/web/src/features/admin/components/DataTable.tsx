import { Group, Table, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => string | number;
}

interface Props<T> {
  /** Names the table for assistive technology and e2e tests. */
  label: string;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** Text a row is matched against by the filter box; no box without it. */
  filterText?: (row: T) => string;
  actions?: (row: T) => ReactNode;
}

type Sort = { key: string; direction: 'ascending' | 'descending' } | null;

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}

/** A table with a filter box and sortable columns (click a header; again to reverse). */
export function DataTable<T>({ label, rows, columns, rowKey, filterText, actions }: Props<T>) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<Sort>(null);

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const filtered =
      needle && filterText ? rows.filter((row) => filterText(row).toLowerCase().includes(needle)) : rows;
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!sort || !column?.sortValue) return filtered;
    const value = column.sortValue;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...filtered].sort((a, b) => sign * compare(value(a), value(b)));
  }, [rows, filter, filterText, sort, columns]);

  const toggleSort = (key: string) =>
    setSort((current) =>
      current?.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: 'ascending' },
    );

  return (
    <>
      {filterText && (
        <TextInput
          label={t('admin.table.filter')}
          placeholder={t('admin.table.filterPlaceholder')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          maw={360}
          type="search"
        />
      )}
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  aria-sort={sort?.key === column.key ? sort.direction : undefined}
                  scope="col"
                >
                  {column.sortValue ? (
                    <UnstyledButton onClick={() => toggleSort(column.key)} fw={600} fz="sm">
                      <Group gap={4} wrap="nowrap">
                        {column.label}
                        <span aria-hidden="true">
                          {sort?.key === column.key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                        </span>
                      </Group>
                    </UnstyledButton>
                  ) : (
                    column.label
                  )}
                </Table.Th>
              ))}
              {actions && (
                <Table.Th scope="col">
                  <VisuallyHidden>{t('admin.table.actions')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} dir="auto">
                    {column.render(row)}
                  </Table.Td>
                ))}
                {actions && (
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {actions(row)}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown.length === 0 && rows.length > 0 && (
        <Text c="dimmed" size="sm" role="status">
          {t('admin.table.noMatches')}
        </Text>
      )}
    </>
  );
}
