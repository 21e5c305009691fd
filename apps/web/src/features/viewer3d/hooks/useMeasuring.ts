import { notifications } from '@mantine/notifications';
import type { MeasuredContentKind, Measurement, VolumeResult } from '@spatium/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useMeasurements, useMeasurementWrites } from '../api/measurements.ts';
import type { MeasureTool } from '../components/ToolkitPanel.tsx';
import { type MeasureKind, type Point3, requiredPoints } from '../measure.ts';
import type { SnapKind } from '../snap.ts';

/**
 * How a scene measures a volume: a cloud's over the region the points outline, against the base
 * height (null: the lowest point in it); a model's of the part under the one picked point. Null
 * when there is nothing to measure there.
 */
export type VolumeMeter = (
  points: Point3[],
  base: number | null,
) => VolumeResult | null | Promise<VolumeResult | null>;

/**
 * The measuring tools of a 3D viewer on one item: the chosen tool and the points placed so far,
 * saving a measurement once complete (or finished), and the saved ones with their actions; for the
 * scene (`scene`), the toolkit panel (`toolkit`) and the measurements panel (`panel`).
 * `enabled` is false for a signed-out visitor, who has nowhere to keep a measurement.
 * Clouds measure a volume over a drawn region; models (3D and BIM) the volume of a picked part.
 */
export function useMeasuring(content: MeasuredContentKind, item: number, enabled = true) {
  const { t } = useTranslation();
  const [tool, setTool] = useState<MeasureTool>('none');
  const [draft, setDraft] = useState<Point3[]>([]);
  const [snap, setSnap] = useState(true);
  const [snapped, setSnapped] = useState<SnapKind | null>(null);
  const [base, setBase] = useState<number | null>(null);
  const volumeMeter = useRef<VolumeMeter | null>(null);
  const measurements = useMeasurements(content, item, enabled);
  const writes = useMeasurementWrites(content, item);
  const list: Measurement[] = measurements.data ?? [];
  const volumeBy = content === 'clouds' ? 'region' : 'part';

  const completesItself = (kind: MeasureKind) =>
    kind === 'distance' ||
    kind === 'height' ||
    kind === 'angle' ||
    (kind === 'volume' && volumeBy === 'part');

  const stop = () => {
    setTool('none');
    setDraft([]);
    setSnapped(null);
  };
  const save = async (kind: MeasureKind, points: Point3[]) => {
    let volume: VolumeResult | undefined;
    if (kind === 'volume') {
      const measured = await (volumeMeter.current?.(points, volumeBy === 'region' ? base : null) ?? null);
      if (!measured) {
        notifications.show({ color: 'yellow', message: t(`viewer3d.measure.volumeNothing.${volumeBy}`) });
        if (volumeBy === 'part') setDraft([]);
        return;
      }
      volume = measured;
    }
    const number = list.filter((m) => m.kind === kind).length + 1;
    writes.create.mutate(
      { kind, points, volume, title: t(`viewer3d.measure.defaultTitle.${kind}`, { number }), shared: false },
      { onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }) },
    );
    stop();
  };

  return {
    scene: {
      tool,
      draft,
      measurements: list,
      snap,
      volumeMeter,
      onSnap: setSnapped,
      onPick: (point: Point3) => {
        if (tool === 'none') return;
        const points = [...draft, point];
        const needed = tool === 'volume' && volumeBy === 'part' ? 1 : requiredPoints[tool];
        if (completesItself(tool) && points.length >= needed) void save(tool, points);
        else setDraft(points);
      },
    },
    toolkit: {
      tool,
      onTool: (next: MeasureTool) => {
        setTool(next);
        setDraft([]);
        setSnapped(null);
      },
      draftPoints: draft.length,
      onFinish: () => tool !== 'none' && void save(tool, draft),
      onCancel: stop,
      measuring: enabled,
      measureOptions: { snap, onSnap: setSnap, snapped, base, onBase: setBase, volumeBy } as const,
    },
    panel: {
      measurements: list,
      onToggleVisible: (m: Measurement) => writes.update.mutate({ id: m.id, visible: !m.visible }),
      onToggleShared: (m: Measurement) => writes.update.mutate({ id: m.id, shared: !m.shared }),
      onDelete: (m: Measurement) => writes.remove.mutateAsync(m.id),
    },
  };
}
