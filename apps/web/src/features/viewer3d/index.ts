// The 3D toolkit every 3D viewer shares. Only what loads no three.js is exported here; viewers
// import `scene/Viewer3D.ts` from their own lazy chunk.

export * from './clipping.ts';
export { MeasurementsPanel } from './components/MeasurementsPanel.tsx';
export { SceneNotesPanel } from './components/SceneNotesPanel.tsx';
export { SceneSnapshotButton } from './components/SceneSnapshotButton.tsx';
export { type MeasureTool, ToolkitPanel } from './components/ToolkitPanel.tsx';
export { useMeasuring, type VolumeMeter } from './hooks/useMeasuring.ts';
export { useNavigating } from './hooks/useNavigating.ts';
export { type SceneNotesControls, useSceneNoting } from './hooks/useSceneNoting.ts';
export { useViewInAddress } from './hooks/useViewInAddress.ts';
export * from './measure.ts';
export * from './navigation.ts';
export { formatClip, formatView, parseClip, parseView, viewParam, withView } from './viewParam.ts';
