import type { Viewer } from '@photo-sphere-viewer/core';
import { MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TourData, ViewerSceneData } from '../api/tours.ts';
import {
  type AnnotationFilters,
  describePlaced,
  isShown,
  type PlacedItem,
  placedItems,
  placedMarkerId,
  showEverything,
} from './annotationFilters.ts';
import { placedMarkers } from './annotationMarkers.ts';

const turnSpeed = '6rpm';
const pulseMs = 2000;

/**
 * The points of interest and annotations of the tour viewer: their markers (on each scene's node),
 * the visitor's filters, the details being shown, and turning the view towards one of them.
 */
export function useAnnotationLayer(
  tour: TourData,
  current: string | null,
  viewerRef: RefObject<Viewer | null>,
) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AnnotationFilters>(showEverything);
  const [details, setDetails] = useState<PlacedItem | null>(null);
  const scene = tour.scenes.find((s) => s.id === current) ?? null;
  const items = scene ? placedItems(scene, tour.annotation_categories) : [];
  // The viewer's own listeners are set up once: they read what is current through this.
  const latest = useRef({ filters, t, items, categories: tour.annotation_categories });
  latest.current = { filters, t, items, categories: tour.annotation_categories };

  /** The markers of a scene's node, built with the filters of the moment (the node keeps them). */
  const markersOf = useCallback(
    (of: ViewerSceneData) =>
      of.locked || of.tiles === null
        ? []
        : placedMarkers(placedItems(of, latest.current.categories), latest.current.filters, {
            describe: (placed) => describePlaced(placed, latest.current.t),
            onActivate: setDetails,
          }),
    [],
  );

  const markers = () => viewerRef.current?.getPlugin<MarkersPlugin>(MarkersPlugin) ?? null;

  // Switching a filter, or arriving in a scene whose node was built with older filters.
  // biome-ignore lint/correctness/useExhaustiveDependencies: items follow the scene
  useEffect(() => {
    const plugin = markers();
    if (!plugin) return;
    const present = new Set(plugin.getMarkers().map((marker) => marker.id));
    for (const placed of items) {
      const id = placedMarkerId(placed);
      if (present.has(id)) plugin.toggleMarker(id, isShown(filters, placed));
    }
  }, [filters, scene]);

  /** A click on a marker: true when it was a point or annotation (its details open). */
  const select = useCallback((data: unknown): boolean => {
    const id = (data as { placed?: string } | undefined)?.placed;
    const found = id ? latest.current.items.find((placed) => placed.item.id === id) : undefined;
    if (found) setDetails(found);
    return found !== undefined;
  }, []);

  /** Turns the view to an item and makes its marker pulse, so the eye finds it. */
  const turnTo = (placed: PlacedItem) => {
    const viewer = viewerRef.current;
    if (!viewer) return;
    void viewer.animate({ yaw: placed.item.yaw, pitch: placed.item.pitch, speed: turnSpeed });
    const id = placedMarkerId(placed);
    const element = markers()
      ?.getMarkers()
      .find((marker) => marker.id === id)?.domElement;
    const pin = element?.querySelector<HTMLElement>('.spatium-placed') ?? element;
    if (!pin) return;
    pin.classList.add('spatium-placed--pulse');
    setTimeout(() => pin.classList.remove('spatium-placed--pulse'), pulseMs);
  };

  return { filters, setFilters, items, details, setDetails, markersOf, select, turnTo };
}
