import {
  ActionIcon,
  Box,
  Button,
  Chip,
  ColorSwatch,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type AnnotationCategory, importances } from '@spatium/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AnnotationFilters,
  type Importance,
  isShown,
  type PlacedItem,
  showEverything,
  toggleCategory,
  toggleImportance,
} from '../viewer/annotationFilters.ts';
import { importanceLook } from '../viewer/annotationMarkers.ts';

export interface AnnotationsPanelProps {
  sceneTitle: string;
  categories: AnnotationCategory[];
  /** The current scene's points of interest and annotations, in table order. */
  items: PlacedItem[];
  filters: AnnotationFilters;
  onFiltersChange: (filters: AnnotationFilters) => void;
  /** A row was chosen: turn the view to its marker. */
  onTurnTo: (placed: PlacedItem) => void;
  onOpen: (placed: PlacedItem) => void;
}

/**
 * The annotations table of the current scene, with filters that hide and show markers. It sits
 * inside the viewer's element, so it stays on screen in fullscreen; collapsed, it is one button.
 */
export function AnnotationsPanel(props: AnnotationsPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { items } = props;
  return (
    <Box
      pos="absolute"
      top={8}
      left={8}
      maw="calc(100% - 16px)"
      style={{ zIndex: 20 }}
      // The viewer reads arrow keys and Space from the whole window; inside the panel they are the panel's.
      onKeyDown={(event) => event.stopPropagation()}
    >
      {open ? (
        <Paper id={panelId} shadow="md" p="sm" w={380} maw="100%" radius="md">
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Title order={2} size="h5">
              {t('tours.annotations.panelTitle')}
            </Title>
            <ActionIcon
              variant="subtle"
              aria-label={t('tours.annotations.hidePanel')}
              aria-expanded
              aria-controls={panelId}
              onClick={() => setOpen(false)}
            >
              ×
            </ActionIcon>
          </Group>
          <ScrollArea.Autosize mah="calc(70vh - 120px)" type="auto" offsetScrollbars>
            <PanelBody {...props} />
          </ScrollArea.Autosize>
        </Paper>
      ) : (
        <Button size="xs" variant="white" color="dark" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('tours.annotations.showPanel', { total: items.length })}
        </Button>
      )}
    </Box>
  );
}

function PanelBody({
  sceneTitle,
  categories,
  items,
  filters,
  onFiltersChange,
  onTurnTo,
  onOpen,
}: AnnotationsPanelProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('tours.annotations.emptyScene')}
      </Text>
    );
  }
  const shown = items.filter((placed) => isShown(filters, placed));
  const hasPoints = items.some((placed) => placed.kind === 'point');
  return (
    <Stack gap="sm">
      {hasPoints && (
        <FilterGroup label={t('tours.annotations.importanceFilter')}>
          {importances.map((level: Importance) => (
            <Chip
              key={level}
              size="xs"
              checked={!filters.hiddenImportances.includes(level)}
              onChange={() => onFiltersChange(toggleImportance(filters, level))}
              variant="outline"
            >
              <Swatched colour={importanceLook[level].colour} round>
                {t(`tours.annotations.importances.${level}`)}
              </Swatched>
            </Chip>
          ))}
        </FilterGroup>
      )}
      {categories.length > 0 && (
        <FilterGroup label={t('tours.annotations.categoryFilter')}>
          {categories.map((category) => (
            <Chip
              key={category.id}
              size="xs"
              checked={!filters.hiddenCategories.includes(category.id)}
              onChange={() => onFiltersChange(toggleCategory(filters, category.id))}
              variant="outline"
            >
              <Swatched colour={category.color}>{category.name}</Swatched>
            </Chip>
          ))}
        </FilterGroup>
      )}
      {shown.length === 0 ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed" role="status">
            {t('tours.annotations.allFiltered')}
          </Text>
          <Button size="compact-xs" variant="light" onClick={() => onFiltersChange(showEverything)}>
            {t('tours.annotations.showAll')}
          </Button>
        </Group>
      ) : (
        <Table verticalSpacing={4} horizontalSpacing={6} fz="xs" highlightOnHover>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'start', marginTop: 0 }}>
            {t('tours.annotations.tableCaption', {
              scene: sceneTitle,
              shown: shown.length,
              total: items.length,
            })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tours.annotations.fields.title')}</Table.Th>
              <Table.Th>{t('tours.annotations.fields.category')}</Table.Th>
              <Table.Th>{t('tours.annotations.fields.description')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((placed) => (
              <Table.Tr
                key={placed.item.id}
                aria-selected={chosen === placed.item.id}
                bg={chosen === placed.item.id ? 'var(--mantine-color-yellow-light)' : undefined}
              >
                <Table.Td>
                  <UnstyledButton
                    fz="xs"
                    fw={600}
                    aria-label={t('tours.annotations.turnTo', { title: placed.item.title })}
                    onClick={() => {
                      setChosen(placed.item.id);
                      onTurnTo(placed);
                    }}
                    style={{ textDecoration: 'underline dotted' }}
                  >
                    {placed.item.title}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ColorSwatch
                      size={10}
                      radius={placed.kind === 'point' ? 'xl' : 'xs'}
                      color={
                        placed.kind === 'point'
                          ? importanceLook[placed.item.importance].colour
                          : (placed.category?.color ?? 'gray')
                      }
                      aria-hidden
                    />
                    <span>
                      {placed.kind === 'point'
                        ? `${t('tours.annotations.pointOfInterest')} · ${t(`tours.annotations.importances.${placed.item.importance}`)}`
                        : (placed.category?.name ?? t('tours.annotations.noCategory'))}
                    </span>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
                    <Text fz="xs" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
                      {placed.item.description}
                    </Text>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={t('tours.annotations.detailsOf', { title: placed.item.title })}
                      onClick={() => onOpen(placed)}
                    >
                      <InfoIcon />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function FilterGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text id={id} size="xs" fw={600}>
        {label}
      </Text>
      <Group gap={6} role="group" aria-labelledby={id}>
        {children}
      </Group>
    </Stack>
  );
}

function InfoIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
    </svg>
  );
}

/** A label with its marker colour beside it: text in the theme's colour keeps its contrast whatever the colour. */
function Swatched({ colour, round, children }: { colour: string; round?: boolean; children: ReactNode }) {
  return (
    <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
      <ColorSwatch component="span" size={8} radius={round ? 'xl' : 'xs'} color={colour} aria-hidden />
      {children}
    </Group>
  );
}
