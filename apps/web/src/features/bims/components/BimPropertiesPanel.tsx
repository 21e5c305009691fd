import { Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type BimNode, ifcClassName } from '../viewer/bimTree.ts';
import { type ItemData, propertySections } from '../viewer/properties.ts';

/** The picked element's attributes, then each of its property sets and quantity sets. */
export function BimPropertiesPanel({ node, data }: { node: BimNode | null; data: ItemData | null }) {
  const { t, i18n } = useTranslation();
  const sections = useMemo(
    () =>
      data
        ? propertySections(data, {
            attributes: t('bims.properties.attributes'),
            yes: t('bims.properties.yes'),
            no: t('bims.properties.no'),
            locale: i18n.language,
          })
        : [],
    [data, t, i18n.language],
  );
  if (!node)
    return (
      <Text size="sm" c="dimmed">
        {t('bims.properties.none')}
      </Text>
    );
  return (
    <Stack gap="md" data-testid="bim-properties">
      <Stack gap={0}>
        <Title order={2} size="h5" dir="auto">
          {node.name || t('bims.viewer.unnamed')}
        </Title>
        <Text size="xs" c="dimmed">
          {ifcClassName(node.category)}
        </Text>
      </Stack>
      {!data && (
        <Text size="sm" c="dimmed" role="status">
          {t('bims.properties.loading')}
        </Text>
      )}
      {sections.map((section) => (
        <Stack gap={4} key={section.title}>
          <Title order={3} size="h6" dir="auto">
            {section.title}
          </Title>
          <Table striped withRowBorders={false} fz="xs" verticalSpacing={2}>
            <Table.Tbody>
              {section.rows.map((row) => (
                <Table.Tr key={row.name}>
                  <Table.Th scope="row" fw={500} w="45%" dir="auto">
                    {row.name}
                  </Table.Th>
                  <Table.Td dir="auto" style={{ wordBreak: 'break-word' }}>
                    {row.value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
    </Stack>
  );
}
