// The user's own constants and calculations (SPEC §3 `mycalc`), applied to measurements in the 3D viewers.
export { useCalculations } from './api/calculations.ts';
export { applyCalculation } from './apply.ts';
export { CalculationsPanel } from './components/CalculationsPanel.tsx';
