import {
  Alert,
  Box,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ContentItem, TourPlan } from '@spatium/contracts';
import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useContentList, useUpdateContent } from '../../content/index.ts';
import { FileUploader } from '../../uploads/index.ts';
import { useTourViewer } from '../api/tours.ts';
import {
  conePath,
  degreesToHeading,
  headingFacing,
  headingToDegrees,
  nudge,
  type PlanPoint,
  pointFromClick,
} from '../components/planGeometry.ts';
import { type SceneData, setPlanPosition } from './scenes.ts';

const planImageTypes = ['image/jpeg', 'image/png', 'image/webp'];
// The editor's idea of "a field of view" for the cone preview: PSV's default zoom shows about this.
const previewFov = (65 * Math.PI) / 180;

/** `floorplan:<id>:<file>` or `tour:<file>`: a Select needs one string per choice. */
const choiceOf = (plan: { floorplan: number | null; file: number }) =>
  plan.floorplan === null ? `tour:${plan.file}` : `floorplan:${plan.floorplan}:${plan.file}`;
function planOf(choice: string): { floorplan: number | null; file: number } {
  const [kind, first, second] = choice.split(':');
  return kind === 'tour'
    ? { floorplan: null, file: Number(first) }
    : { floorplan: Number(first), file: Number(second) };
}

/**
 * The tour's floor plan in the builder: which image it is (an image of a floor plan of the project,
 * or one uploaded to the tour; saved at once, like the tour's switches), and where each scene sits
 * on it. Click the plan or use the arrow keys to place the chosen scene; its heading (where the
 * panorama's centre looks) is typed in degrees or aimed: face something in the panorama, then click
 * it on the plan.
 */
export function PlanEditor({
  item,
  scenes,
  selectedId,
  onScenesChange,
  onSelectScene,
  readYaw,
}: {
  item: ContentItem;
  scenes: SceneData[];
  selectedId: string | null;
  onScenesChange: (scenes: SceneData[]) => void;
  onSelectScene: (id: string) => void;
  readYaw: () => number | undefined;
}) {
  const { t } = useTranslation();
  const update = useUpdateContent('tours');
  const viewer = useTourViewer(item.id);
  const floorplans = useContentList('floorplans', { oldproject: item.oldproject });
  const [uploading, setUploading] = useState(false);
  const [aiming, setAiming] = useState(false);
  const hintId = useId();
  const saved = TourPlan.nullable().safeParse(item.properties.plan ?? null).data ?? null;
  const plan = viewer.data?.plan ?? null;
  const scene = scenes.find((s) => s.id === selectedId) ?? null;
  const position = scene?.plan_position ?? null;

  const savePlan = (data: Parameters<typeof update.mutate>[0]['data'], after?: () => void) =>
    update.mutate(
      { id: item.id, data },
      {
        onSuccess: after,
        onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
      },
    );

  const images = (files: ContentItem['files']) => files.filter((f) => planImageTypes.includes(f.type));
  const choices = [
    ...(floorplans.data ?? [])
      .filter((floorplan) => images(floorplan.files).length > 0)
      .map((floorplan) => ({
        group: floorplan.title,
        items: images(floorplan.files).map((file) => ({
          value: choiceOf({ floorplan: floorplan.id, file: file.id }),
          label: `${floorplan.title} – ${file.name}`,
        })),
      })),
    ...(images(item.files).length > 0
      ? [
          {
            group: t('tours.plan.tourFiles'),
            items: images(item.files).map((file) => ({
              value: choiceOf({ floorplan: null, file: file.id }),
              label: file.name,
            })),
          },
        ]
      : []),
  ];

  const place = (point: PlanPoint) => {
    if (!scene) return;
    if (aiming && position && plan) {
      const yaw = readYaw() ?? 0;
      onScenesChange(
        setPlanPosition(scenes, scene.id, {
          ...position,
          heading: headingFacing(position, point, yaw, plan),
        }),
      );
      setAiming(false);
      return;
    }
    onScenesChange(setPlanPosition(scenes, scene.id, point));
  };
  const onPlanClick = (event: MouseEvent<HTMLDivElement>) =>
    place(pointFromClick(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY));
  const onPlanKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!scene) return;
    if (event.key === 'Escape' && aiming) return setAiming(false);
    const moved = nudge(position ?? { x: 0.5, y: 0.5 }, event.key, event.shiftKey ? 0.05 : 0.005);
    if (!moved) return;
    event.preventDefault();
    onScenesChange(setPlanPosition(scenes, scene.id, position ? moved : { x: 0.5, y: 0.5 }));
  };

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={3} size="h6">
          {t('tours.plan.label')}
        </Title>
        <Group gap="xs" align="flex-end">
          <Select
            flex={1}
            miw={220}
            size="xs"
            label={t('tours.plan.image')}
            placeholder={
              floorplans.isPending
                ? t('common.loading')
                : choices.length === 0
                  ? t('tours.plan.noImages')
                  : t('tours.plan.chooseImage')
            }
            data={choices}
            value={saved ? choiceOf(saved) : null}
            disabled={update.isPending}
            onChange={(choice) => choice && savePlan({ properties: { plan: planOf(choice) } })}
            searchable
          />
          <Button size="xs" variant="light" onClick={() => setUploading(true)}>
            {t('tours.plan.upload')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={!saved || update.isPending}
            onClick={() => savePlan({ properties: { plan: null } })}
          >
            {t('tours.plan.remove')}
          </Button>
        </Group>
        {floorplans.isError && (
          <Text size="xs" c="red" role="alert">
            {describeError(floorplans.error, t)}
          </Text>
        )}
        {saved && !plan && !viewer.isPending && (
          <Alert color="yellow" role="note" p="xs">
            {t('tours.plan.unavailable')}
          </Alert>
        )}
        {plan && (
          <Box
            pos="relative"
            tabIndex={0}
            role="application"
            aria-label={scene ? t('tours.plan.placeScene', { title: scene.title }) : t('tours.plan.label')}
            aria-describedby={hintId}
            onClick={onPlanClick}
            onKeyDown={onPlanKey}
            style={{
              width: '100%',
              maxWidth: 640,
              aspectRatio: `${plan.width} / ${plan.height}`,
              cursor: scene ? 'crosshair' : 'default',
              outlineOffset: 2,
            }}
          >
            <img
              src={plan.url}
              alt=""
              draggable={false}
              style={{ display: 'block', width: '100%', height: '100%', borderRadius: 4 }}
            />
            {position && position.heading !== null && (
              <svg
                viewBox={`0 0 ${plan.width} ${plan.height}`}
                aria-hidden="true"
                style={{
                  position: 'absolute',
                  inset: 0,
                  width: '100%',
                  height: '100%',
                  pointerEvents: 'none',
                }}
              >
                <path
                  d={conePath(
                    position,
                    plan,
                    position.heading,
                    previewFov,
                    Math.min(plan.width, plan.height) * 0.14,
                  )}
                  fill="rgba(253, 126, 20, 0.4)"
                  stroke="rgba(253, 126, 20, 0.95)"
                />
              </svg>
            )}
            {scenes.map((s) =>
              s.plan_position ? (
                <UnstyledButton
                  key={s.id}
                  aria-label={t('tours.plan.selectScene', { title: s.title })}
                  title={s.title}
                  aria-current={s.id === selectedId ? 'true' : undefined}
                  onClick={(event) => {
                    // Another scene's dot selects that scene; otherwise the click places or aims (below).
                    if (aiming || s.id === selectedId) return;
                    event.stopPropagation();
                    onSelectScene(s.id);
                  }}
                  style={{
                    position: 'absolute',
                    left: `${s.plan_position.x * 100}%`,
                    top: `${s.plan_position.y * 100}%`,
                    width: s.id === selectedId ? 16 : 12,
                    height: s.id === selectedId ? 16 : 12,
                    transform: 'translate(-50%, -50%)',
                    borderRadius: '50%',
                    border: '2px solid white',
                    boxShadow: '0 0 0 1px rgba(0,0,0,0.5)',
                    background:
                      s.id === selectedId ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-blue-6)',
                  }}
                />
              ) : null,
            )}
          </Box>
        )}
        <Text size="xs" c="dimmed" id={hintId} role={aiming ? 'status' : undefined}>
          {!scene
            ? t('tours.builder.chooseScene')
            : aiming
              ? t('tours.plan.aimHint')
              : plan
                ? t('tours.plan.placeHint')
                : t('tours.builder.planHint')}
        </Text>
        {scene && (
          <Group gap="xs" align="flex-end">
            {(['x', 'y'] as const).map((axis) => (
              <NumberInput
                key={axis}
                w={100}
                size="xs"
                label={axis.toUpperCase()}
                min={0}
                max={1}
                step={0.01}
                decimalScale={4}
                value={position?.[axis] ?? ''}
                onChange={(value) => {
                  const number = typeof value === 'number' ? value : Number.parseFloat(value);
                  if (!Number.isFinite(number)) return;
                  onScenesChange(
                    setPlanPosition(scenes, scene.id, {
                      ...(position ?? { x: 0.5, y: 0.5 }),
                      [axis]: number,
                    }),
                  );
                }}
              />
            ))}
            <NumberInput
              w={240}
              size="xs"
              label={t('tours.plan.heading')}
              description={t('tours.plan.headingUnit')}
              min={0}
              max={359}
              step={5}
              allowDecimal={false}
              disabled={!position}
              value={position?.heading === null || !position ? '' : headingToDegrees(position.heading)}
              onChange={(value) => {
                if (!position) return;
                const number = typeof value === 'number' ? value : Number.parseFloat(value);
                const heading = Number.isFinite(number) ? degreesToHeading(number) : null;
                onScenesChange(setPlanPosition(scenes, scene.id, { ...position, heading }));
              }}
            />
            <Button
              size="xs"
              variant={aiming ? 'filled' : 'light'}
              disabled={!position || !plan}
              aria-pressed={aiming}
              onClick={() => setAiming((value) => !value)}
            >
              {t('tours.plan.aim')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              disabled={!position}
              onClick={() => onScenesChange(setPlanPosition(scenes, scene.id, null))}
            >
              {t('tours.builder.clearPlan')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={uploading} onClose={() => setUploading(false)} title={t('tours.plan.upload')} centered>
        <UploadPlanImage
          onUploaded={(file) =>
            savePlan(
              {
                files: [...item.files.map((f) => f.id), file],
                properties: { plan: { floorplan: null, file } },
              },
              () => setUploading(false),
            )
          }
          saving={update.isPending}
        />
      </Modal>
    </Paper>
  );
}

/** Upload one image; it is attached to the tour and becomes its plan in one save. */
function UploadPlanImage({ onUploaded, saving }: { onUploaded: (fileId: number) => void; saving: boolean }) {
  const { t } = useTranslation();
  const [fileIds, setFileIds] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const last = fileIds[fileIds.length - 1];
  return (
    <Stack gap="sm">
      <Text size="sm">{t('tours.plan.uploadHint')}</Text>
      <FileUploader purpose="document" onChange={setFileIds} onBusyChange={setBusy} />
      <Group justify="flex-end">
        <Button
          disabled={last === undefined || busy}
          loading={saving}
          onClick={() => last && onUploaded(last)}
        >
          {t('tours.plan.useImage')}
        </Button>
      </Group>
    </Stack>
  );
}
