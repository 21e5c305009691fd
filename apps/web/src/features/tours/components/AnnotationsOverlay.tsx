import { type RefObject, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { TourData } from '../api/tours.ts';
import type { useAnnotationLayer } from '../viewer/useAnnotationLayer.ts';
import { AnnotationDetails } from './AnnotationDetails.tsx';
import { AnnotationsPanel } from './AnnotationsPanel.tsx';

/**
 * The annotations panel and details, drawn into the viewer's own element: fullscreen shows only
 * that element, and they must stay usable there. Nothing shows for a tour without any.
 */
export function AnnotationsOverlay({
  tour,
  sceneTitle,
  layer,
  containerRef,
}: {
  tour: TourData;
  sceneTitle: string;
  layer: ReturnType<typeof useAnnotationLayer>;
  containerRef: RefObject<HTMLDivElement | null>;
}) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  useEffect(() => setHost(containerRef.current), [containerRef]);
  const anyInTour = tour.scenes.some((s) => s.points_of_interest.length + s.annotations.length > 0);
  if (!host || !anyInTour) return null;
  return createPortal(
    <>
      <AnnotationsPanel
        sceneTitle={sceneTitle}
        categories={tour.annotation_categories}
        items={layer.items}
        filters={layer.filters}
        onFiltersChange={layer.setFilters}
        onTurnTo={layer.turnTo}
        onOpen={layer.setDetails}
      />
      <AnnotationDetails placed={layer.details} container={host} onClose={() => layer.setDetails(null)} />
    </>,
    host,
  );
}
