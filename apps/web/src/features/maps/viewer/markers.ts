import type { MapPlacementKind } from '@spatium/contracts';

/** A marker colour per kind, so kinds can be told apart on a dense map. */
export const kindColors: Record<MapPlacementKind, string> = {
  oldsubprojects: '#f59f00',
  tours: '#1c7ed6',
  grouptours: '#4263eb',
  panoramas: '#15aabf',
  clouds: '#ae3ec9',
  bims: '#e8590c',
  threeds: '#d6336c',
  maps: '#37b24d',
  floorplans: '#74b816',
  geojsons: '#0ca678',
  stories: '#f76707',
  videos360: '#7048e8',
};

/** A marker as a real button: focusable, named for screen readers, opened with Enter or Space. */
export function markerButton(options: {
  label: string;
  text: string;
  color: string;
  onClick: () => void;
  variant?: 'marker' | 'cluster' | 'place';
}): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `spatium-map-${options.variant ?? 'marker'}`;
  button.setAttribute('aria-label', options.label);
  button.title = options.label;
  button.style.setProperty('--marker-color', options.color);
  button.textContent = options.text;
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    options.onClick();
  });
  return button;
}
