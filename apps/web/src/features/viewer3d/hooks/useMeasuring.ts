import { notifications } from '@mantine/notifications';
import type { MeasuredContentKind, Measurement } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useMeasurements, useMeasurementWrites } from '../api/measurements.ts';
import type { MeasureTool } from '../components/ToolkitPanel.tsx';
import { type MeasureKind, type Point3, requiredPoints } from '../measure.ts';

/** Kinds that are done with their last point; the others (area, polyline) finish on demand. */
const completesItself = (kind: MeasureKind) => kind === 'distance' || kind === 'height' || kind === 'angle';

/**
 * The measuring tools of a 3D viewer on one item: the chosen tool and the points placed so far,
 * saving a measurement once complete (or finished), and the saved ones with their actions; for the
 * scene (`scene`), the toolkit panel (`toolkit`) and the measurements panel (`panel`).
 * `enabled` is false for a signed-out visitor, who has nowhere to keep a measurement.
 */
export function useMeasuring(content: MeasuredContentKind, item: number, enabled = true) {
  const { t } = useTranslation();
  const [tool, setTool] = useState<MeasureTool>('none');
  const [draft, setDraft] = useState<Point3[]>([]);
  const measurements = useMeasurements(content, item, enabled);
  const writes = useMeasurementWrites(content, item);
  const list: Measurement[] = measurements.data ?? [];

  const stop = () => {
    setTool('none');
    setDraft([]);
  };
  const save = (kind: MeasureKind, points: Point3[]) => {
    const number = list.filter((m) => m.kind === kind).length + 1;
    writes.create.mutate(
      { kind, points, title: t(`viewer3d.measure.defaultTitle.${kind}`, { number }), shared: false },
      { onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }) },
    );
    stop();
  };

  return {
    scene: {
      tool,
      draft,
      measurements: list,
      onPick: (point: Point3) => {
        if (tool === 'none') return;
        const points = [...draft, point];
        if (completesItself(tool) && points.length >= requiredPoints[tool]) save(tool, points);
        else setDraft(points);
      },
    },
    toolkit: {
      tool,
      onTool: (next: MeasureTool) => {
        setTool(next);
        setDraft([]);
      },
      draftPoints: draft.length,
      onFinish: () => tool !== 'none' && save(tool, draft),
      onCancel: stop,
      measuring: enabled,
    },
    panel: {
      measurements: list,
      onToggleVisible: (m: Measurement) => writes.update.mutate({ id: m.id, visible: !m.visible }),
      onToggleShared: (m: Measurement) => writes.update.mutate({ id: m.id, shared: !m.shared }),
      onDelete: (m: Measurement) => writes.remove.mutateAsync(m.id),
    },
  };
}
