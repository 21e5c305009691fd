import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { FloorplanBuildingView, FloorplanViewer } from '@spatium/contracts';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Floor = FloorplanBuildingView['floors'][number];

/** Where a floor opens: its plan, at its sheet when it names one. */
export function floorPath(floor: Pick<Floor, 'floorplan' | 'file'>): string {
  return floor.file === null
    ? `/floorplans/${floor.floorplan}`
    : `/floorplans/${floor.floorplan}?sheet=${floor.file}`;
}

/**
 * The one floor this plan and sheet belong to. Two floors may show the same sheet (one naming it,
 * one showing the plan's first sheet by default); the floor that names the sheet wins, then the
 * first in order, so the lift panel never lights two buttons.
 */
export function currentFloor(
  buildings: FloorplanBuildingView[],
  plan: Pick<FloorplanViewer, 'id' | 'sheets'>,
  sheet: number | undefined,
): { building: string; floor: string } | null {
  const floors = buildings.flatMap((b) =>
    b.floors
      .filter((f) => f.floorplan === plan.id)
      .map((f) => ({ building: b.id, floor: f.id, file: f.file })),
  );
  const named = floors.find((f) => f.file !== null && f.file === sheet);
  const byDefault = floors.find((f) => f.file === null && plan.sheets[0]?.file === sheet);
  const found = named ?? byDefault;
  return found ? { building: found.building, floor: found.floor } : null;
}

/**
 * The building picker and, like a lift panel, its floors in order with the current one marked. The
 * floors are links (Tab reaches them; the arrow keys move between them); a floor with no plan the
 * reader may see is shown but cannot be chosen.
 */
export function FloorSwitcher({
  plan,
  sheet,
  onEdit,
}: {
  plan: FloorplanViewer;
  sheet: number | undefined;
  onEdit: (() => void) | null;
}) {
  const { t } = useTranslation();
  const shownFloor = currentFloor(plan.buildings, plan, sheet);
  const current = plan.buildings.find((b) => b.id === shownFloor?.building);
  const [chosen, setChosen] = useState<string | null>(null);
  const building = plan.buildings.find((b) => b.id === chosen) ?? current ?? plan.buildings[0];
  if (!building)
    return onEdit ? (
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('floorplans.structure.none')}
        </Text>
        <Button size="xs" variant="light" onClick={onEdit}>
          {t('floorplans.structure.edit')}
        </Button>
      </Group>
    ) : null;

  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>('a[data-floor]')];
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    event.preventDefault();
    const next = links[(at + (event.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length];
    next?.focus();
  };

  return (
    <Paper withBorder p="sm" component="section" aria-label={t('floorplans.structure.panel')}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end">
          {plan.buildings.length > 1 ? (
            <Select
              label={t('floorplans.structure.building')}
              data={plan.buildings.map((b) => ({ value: b.id, label: b.name }))}
              value={building.id}
              onChange={(value) => value && setChosen(value)}
              allowDeselect={false}
              maw={320}
            />
          ) : (
            <Text fw={600}>{building.name}</Text>
          )}
          {onEdit && (
            <Button size="xs" variant="light" onClick={onEdit}>
              {t('floorplans.structure.edit')}
            </Button>
          )}
        </Group>
        <nav
          aria-label={t('floorplans.structure.floorsOf', { building: building.name })}
          onKeyDown={moveFocus}
        >
          <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {building.floors.map((floor) => {
              const shown = building.id === shownFloor?.building && floor.id === shownFloor.floor;
              return (
                <li key={floor.id}>
                  {floor.floorplan === null ? (
                    <Button size="sm" variant="default" disabled title={t('floorplans.structure.noPlan')}>
                      {floor.name}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      component={Link}
                      to={floorPath(floor)}
                      data-floor={floor.id}
                      variant={shown ? 'filled' : 'default'}
                      aria-current={shown ? 'page' : undefined}
                    >
                      {floor.name}
                    </Button>
                  )}
                </li>
              );
            })}
          </Group>
        </nav>
      </Stack>
    </Paper>
  );
}
