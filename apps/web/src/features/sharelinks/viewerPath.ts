// The public viewer of each kind that may be opened without signing in, by the names a link may use.
const publicViewers: Record<string, string> = {
  clouds: 'pc_viewer',
  cloud: 'pc_viewer',
  bims: 'bim_viewer',
  bim: 'bim_viewer',
  threeds: '3dviewer',
  threed: '3dviewer',
  tours: 'publictours',
  tour: 'publictours',
};

/**
 * Where a `/viewer/...` address leads (SPEC §2 lets `/viewer` through the guard): `/viewer/{kind}/{id}`
 * opens the kind's public viewer and `/viewer/{code}` a share link, with the query (a `?view=` camera)
 * kept. Anything else is null: not a viewer address.
 */
export function viewerPathTarget(rest: string, search = ''): string | null {
  const parts = rest.split('/').filter(Boolean);
  if (parts.length === 1 && /^[A-Za-z0-9_-]{8,40}$/.test(parts[0]!)) return `/v/${parts[0]}${search}`;
  if (parts.length !== 2) return null;
  const [kind, id] = parts as [string, string];
  const viewer = publicViewers[kind.toLowerCase()];
  if (!viewer || !/^[1-9]\d{0,9}$/.test(id)) return null;
  return `/${viewer}/${id}${search}`;
}
