import {
  ActionIcon,
  Checkbox,
  Group,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemRef } from '../viewer/BimScene.tsx';
import { type BimNode, bimTreeRows, ifcClassName, localIdsUnder } from '../viewer/bimTree.ts';

// Thousands of elements: the list shows this many rows and asks for a search beyond.
const MAX_ROWS = 400;

interface BimTreePanelProps {
  roots: BimNode[];
  ready: boolean;
  hidden: string[];
  selected: ItemRef | null;
  onSelect: (item: ItemRef | null) => void;
  onHidden: (hidden: string[]) => void;
  /** A model's title, where several are loaded: federated models often share their project's names. */
  modelTitle?: (model: number) => string | undefined;
}

/** The model tree: project → site → building → storeys → IFC classes → elements, searchable. */
export function BimTreePanel({
  roots,
  ready,
  hidden,
  selected,
  onSelect,
  onHidden,
  modelTitle,
}: BimTreePanelProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  // The project, site, building and storeys start open: the classes under them are a click away.
  const opened = useMemo(() => {
    const keys = new Set(expanded);
    const walk = (node: BimNode, depth: number) => {
      if (depth < 3 && !keys.has(`closed:${node.key}`)) keys.add(node.key);
      if (depth < 3) for (const child of node.children) walk(child, depth + 1);
    };
    for (const root of roots) walk(root, 0);
    return keys;
  }, [roots, expanded]);
  const rows = useMemo(() => bimTreeRows(roots, opened, search), [roots, opened, search]);
  const hiddenSet = useMemo(() => new Set(hidden), [hidden]);
  const selectedKey = selected ? `${selected.model}:${selected.localId}` : null;

  const toggleOpen = (node: BimNode, open: boolean) => {
    const next = new Set(expanded);
    if (open) {
      next.add(node.key);
      next.delete(`closed:${node.key}`);
    } else {
      next.delete(node.key);
      next.add(`closed:${node.key}`);
    }
    setExpanded(next);
  };
  const keysUnder = (node: BimNode) => localIdsUnder(node).map((id) => `${node.model}:${id}`);
  const isShown = (node: BimNode) => keysUnder(node).some((key) => !hiddenSet.has(key));
  const setShown = (node: BimNode, show: boolean) => {
    const keys = new Set(keysUnder(node));
    onHidden(show ? hidden.filter((k) => !keys.has(k)) : [...new Set([...hidden, ...keys])]);
  };
  const label = (node: BimNode) =>
    node.localId === null
      ? t('bims.tree.group', { name: node.name, count: node.children.length })
      : node.name || ifcClassName(node.category);

  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('bims.tree.title')}
      </Title>
      <TextInput
        size="xs"
        label={t('bims.tree.search')}
        description={t('bims.tree.searchHint')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {ready && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {search ? t('bims.tree.noMatch') : t('bims.tree.empty')}
        </Text>
      )}
      <ScrollArea.Autosize mah={420}>
        <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.slice(0, MAX_ROWS).map(({ node, depth, expanded: open }, index) => (
            <Fragment key={node.key}>
              {modelTitle && node.model !== rows[index - 1]?.node.model && (
                <li>
                  <Text size="xs" fw={700} c="dimmed" mt={index > 0 ? 'xs' : 0} truncate>
                    {modelTitle(node.model)}
                  </Text>
                </li>
              )}
              <li data-testid="bim-tree-row" style={{ paddingInlineStart: depth * 14 }}>
                <Group gap={4} wrap="nowrap">
                  {node.children.length > 0 ? (
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-expanded={open}
                      aria-label={t(open ? 'bims.tree.collapse' : 'bims.tree.expand', { name: label(node) })}
                      onClick={() => toggleOpen(node, !open)}
                    >
                      <span aria-hidden>{open ? '▾' : '▸'}</span>
                    </ActionIcon>
                  ) : (
                    <span style={{ width: 22, flex: 'none' }} />
                  )}
                  <Checkbox
                    size="xs"
                    aria-label={t('bims.tree.visible', { name: label(node) })}
                    checked={isShown(node)}
                    onChange={(event) => setShown(node, event.currentTarget.checked)}
                  />
                  <UnstyledButton
                    aria-pressed={node.localId !== null ? selectedKey === node.key : undefined}
                    disabled={node.localId === null}
                    onClick={() =>
                      node.localId !== null &&
                      onSelect(selectedKey === node.key ? null : { model: node.model, localId: node.localId })
                    }
                    style={{ fontWeight: selectedKey === node.key ? 700 : undefined, minWidth: 0 }}
                  >
                    <Text size="sm" truncate dir="auto">
                      {label(node)}
                    </Text>
                  </UnstyledButton>
                </Group>
              </li>
            </Fragment>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {rows.length > MAX_ROWS && (
        <Text size="xs" c="dimmed">
          {t('bims.tree.more', { shown: MAX_ROWS, count: rows.length })}
        </Text>
      )}
    </Stack>
  );
}
