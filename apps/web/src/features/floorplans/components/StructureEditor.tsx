import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { FloorplanBuilding, FloorplanFloor, FloorplanStructureView } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { useFloorplanStructure, useSaveFloorplanStructure } from '../api/floorplans.ts';

/** Ids are the editor's: short, random, and in the form the contract asks for. */
const newId = () => crypto.randomUUID().slice(0, 8);

function moved<T>(list: T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** Company admins edit the buildings and floors (SPEC §3 floorplans.structure) in a dialog. */
export function StructureEditor({ company, onClose }: { company: number; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useFloorplanStructure(company);
  return (
    <Modal opened onClose={onClose} title={t('floorplans.structure.title')} size="xl">
      {query.isPending ? (
        <LoadingState lines={4} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <StructureForm view={query.data} company={company} onClose={onClose} />
      )}
    </Modal>
  );
}

function StructureForm({
  view,
  company,
  onClose,
}: {
  view: FloorplanStructureView;
  company: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [buildings, setBuildings] = useState<FloorplanBuilding[]>(view.structure.buildings);
  const save = useSaveFloorplanStructure(company);
  const [error, setError] = useState<string | null>(null);

  const changeBuilding = (index: number, change: (b: FloorplanBuilding) => FloorplanBuilding) =>
    setBuildings((all) => all.map((b, i) => (i === index ? change(b) : b)));
  const changeFloor = (b: number, f: number, change: Partial<FloorplanFloor>) =>
    changeBuilding(b, (building) => ({
      ...building,
      floors: building.floors.map((floor, i) => (i === f ? { ...floor, ...change } : floor)),
    }));
  const confirmDelete = (name: string, onConfirm: () => void) =>
    modals.openConfirmModal({
      title: t('floorplans.structure.deleteTitle'),
      children: <Text size="sm">{t('floorplans.structure.deleteBody', { name })}</Text>,
      labels: { confirm: t('floorplans.structure.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm,
    });
  const planOptions = [
    { value: '', label: t('floorplans.structure.noPlanChosen') },
    ...view.floorplans.map((p) => ({ value: String(p.id), label: p.title })),
  ];

  const submit = () => {
    setError(null);
    save.mutate(
      { version: 1, buildings },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('floorplans.structure.saved') });
          onClose();
        },
        onError: (failure) => setError(describeError(failure, t)),
      },
    );
  };

  return (
    <Stack gap="md">
      {buildings.length === 0 && <Text c="dimmed">{t('floorplans.structure.none')}</Text>}
      {buildings.map((building, b) => (
        <Paper
          key={building.id}
          withBorder
          p="sm"
          component="fieldset"
          aria-label={building.name || t('floorplans.structure.building')}
        >
          <Stack gap="xs">
            <Group align="flex-end" gap="xs">
              <TextInput
                label={t('floorplans.structure.buildingName')}
                value={building.name}
                onChange={(event) => {
                  const name = event.currentTarget.value;
                  changeBuilding(b, (x) => ({ ...x, name }));
                }}
                required
                maxLength={80}
                style={{ flex: 1 }}
              />
              <OrderButtons
                name={building.name}
                onUp={b > 0 ? () => setBuildings((all) => moved(all, b, -1)) : null}
                onDown={b < buildings.length - 1 ? () => setBuildings((all) => moved(all, b, 1)) : null}
              />
              <Button
                variant="subtle"
                color="red"
                onClick={() =>
                  confirmDelete(building.name, () => setBuildings((all) => all.filter((_, i) => i !== b)))
                }
              >
                {t('floorplans.structure.deleteBuilding')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('floorplans.structure.floorsHint')}
            </Text>
            {building.floors.map((floor, f) => {
              const plan = view.floorplans.find((p) => p.id === floor.floorplan);
              return (
                <Group key={floor.id} align="flex-end" gap="xs" pl="md">
                  <TextInput
                    label={t('floorplans.structure.floorName')}
                    value={floor.name}
                    onChange={(event) => changeFloor(b, f, { name: event.currentTarget.value })}
                    required
                    maxLength={60}
                    w={180}
                  />
                  <Select
                    label={t('floorplans.structure.plan')}
                    data={planOptions}
                    value={floor.floorplan === null ? '' : String(floor.floorplan)}
                    onChange={(value) =>
                      changeFloor(b, f, { floorplan: value ? Number(value) : null, file: null })
                    }
                    allowDeselect={false}
                    w={220}
                  />
                  {plan && plan.sheets.length > 1 && (
                    <Select
                      label={t('floorplans.sheet')}
                      data={plan.sheets.map((s) => ({ value: String(s.file), label: s.name }))}
                      value={String(floor.file ?? plan.sheets[0]!.file)}
                      onChange={(value) => value && changeFloor(b, f, { file: Number(value) })}
                      allowDeselect={false}
                      w={180}
                    />
                  )}
                  <OrderButtons
                    name={floor.name}
                    onUp={
                      f > 0
                        ? () => changeBuilding(b, (x) => ({ ...x, floors: moved(x.floors, f, -1) }))
                        : null
                    }
                    onDown={
                      f < building.floors.length - 1
                        ? () => changeBuilding(b, (x) => ({ ...x, floors: moved(x.floors, f, 1) }))
                        : null
                    }
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() =>
                      confirmDelete(floor.name, () =>
                        changeBuilding(b, (x) => ({ ...x, floors: x.floors.filter((_, i) => i !== f) })),
                      )
                    }
                  >
                    {t('floorplans.structure.deleteFloor')}
                  </Button>
                </Group>
              );
            })}
            <Group>
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  changeBuilding(b, (x) => ({
                    ...x,
                    floors: [...x.floors, { id: newId(), name: '', floorplan: null, file: null }],
                  }))
                }
              >
                {t('floorplans.structure.addFloor')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          onClick={() => setBuildings((all) => [...all, { id: newId(), name: '', floors: [] }])}
        >
          {t('floorplans.structure.addBuilding')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function OrderButtons({
  name,
  onUp,
  onDown,
}: {
  name: string;
  onUp: (() => void) | null;
  onDown: (() => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} mb={4}>
      <ActionIcon
        variant="default"
        size="lg"
        disabled={!onUp}
        onClick={() => onUp?.()}
        aria-label={t('floorplans.structure.moveUp', { name })}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        disabled={!onDown}
        onClick={() => onDown?.()}
        aria-label={t('floorplans.structure.moveDown', { name })}
      >
        ↓
      </ActionIcon>
    </Group>
  );
}
