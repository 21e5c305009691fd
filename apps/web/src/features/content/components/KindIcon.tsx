import type { ContentKind } from '@spatium/contracts';
import type { ReactNode } from 'react';

// Outline icons on a 24-unit grid, drawn here rather than pulling an icon library into every chunk.
const shapes: Record<ContentKind, ReactNode> = {
  // A sphere with its equator: a walk through 360° scenes.
  tours: (
    <>
      <circle cx="12" cy="12" r="9" />
      <ellipse cx="12" cy="12" rx="9" ry="3.5" />
      <path d="M12 3v18" />
    </>
  ),
  // Several tours stacked.
  grouptours: (
    <>
      <circle cx="10" cy="13" r="6.5" />
      <ellipse cx="10" cy="13" rx="6.5" ry="2.5" />
      <path d="M11 4.6a8.5 8.5 0 0 1 9.4 9.4" />
    </>
  ),
  // A wide curved photo strip with a mountain in it.
  panoramas: (
    <>
      <path d="M3 6c6 2 12 2 18 0v12c-6-2-12-2-18 0z" />
      <path d="m6 15 4-4 3 3 2-2 3 3" />
    </>
  ),
  clouds: pointCloud(),
  cloudChildren: pointCloud(),
  // A building with floors: a BIM model.
  bims: (
    <>
      <path d="M4 21V7l8-4 8 4v14" />
      <path d="M4 21h16M9 21v-4h6v4M8 9h2M14 9h2M8 13h2M14 13h2" />
    </>
  ),
  // A cube.
  threeds: (
    <>
      <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
    </>
  ),
  // A folded map.
  maps: (
    <>
      <path d="m3 6 6-3 6 3 6-3v15l-6 3-6-3-6 3z" />
      <path d="M9 3v15M15 6v15" />
    </>
  ),
  // A plan of rooms.
  floorplans: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="1" />
      <path d="M3 12h7M14 12h7M12 3v6M12 15v6" />
    </>
  ),
  // A polygon with its vertices.
  geojsons: (
    <>
      <path d="m5 8 7-4 7 5-2 10H7z" />
      <circle cx="5" cy="8" r="1.5" />
      <circle cx="12" cy="4" r="1.5" />
      <circle cx="19" cy="9" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
      <circle cx="7" cy="19" r="1.5" />
    </>
  ),
  // An open book.
  stories: (
    <>
      <path d="M3 5c3-1 6-1 9 1v14c-3-2-6-2-9-1z" />
      <path d="M21 5c-3-1-6-1-9 1v14c3-2 6-2 9-1z" />
    </>
  ),
  // A clipboard with fields.
  forms: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1M8.5 10h7M8.5 14h7M8.5 18h4" />
    </>
  ),
  // A play button inside a surround.
  videos360: (
    <>
      <path d="M4 8a16 8 0 0 1 16 0M4 16a16 8 0 0 0 16 0" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
};

function pointCloud(): ReactNode {
  const points = [
    [5, 16],
    [8, 11],
    [8, 18],
    [11, 7],
    [12, 14],
    [15, 10],
    [16, 17],
    [19, 6],
    [19, 13],
    [13, 19],
  ];
  return points.map(([cx, cy]) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.2" fill="currentColor" />);
}

/** The icon of a content kind: decorative, so the text beside it must say the kind. */
export function KindIcon({ kind, size = 24 }: { kind: ContentKind; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-kind-icon={kind}
    >
      {shapes[kind]}
    </svg>
  );
}
