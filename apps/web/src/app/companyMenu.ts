export type MenuTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

const externalSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Where a company-menu link leads. Paths of this site go through the router; web, mail and phone
 * addresses are ordinary links; anything else (javascript:, data:, a bare word) is shown as text, since a
 * company admin's typo or a hostile entry must not become a script link in every member's sidebar.
 */
export function menuTarget(url: string | undefined): MenuTarget {
  const value = url?.trim() ?? '';
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'route', to: value };
  try {
    const parsed = new URL(value);
    if (externalSchemes.has(parsed.protocol)) return { kind: 'external', href: parsed.href };
  } catch {
    // Not an absolute address.
  }
  return { kind: 'none' };
}
