import type { ContentKind } from '@spatium/contracts';
import { contentAtPath } from '../content/index.ts';

// A message that pastes a whole list still shows only a few cards; the rest stay plain links.
const CARDS_MAX = 3;

/**
 * The content items a message links to, in order and once each: links to this app (full URLs on this
 * host, or bare paths such as `/tours/12`) that open a content item's viewer or details page.
 */
export function contentLinksIn(body: string, host: string): { kind: ContentKind; id: number }[] {
  const found = new Map<string, { kind: ContentKind; id: number }>();
  for (const match of body.matchAll(/(?:https?:\/\/[^\s/]+)?\/[\w/-]+/g)) {
    const text = match[0];
    let pathname = text;
    if (/^https?:/.test(text)) {
      const url = parsedUrl(text);
      if (url?.host !== host) continue;
      pathname = url.pathname;
    } else if (match.index > 0 && !/\s/.test(body[match.index - 1]!)) continue;
    const item = contentAtPath(pathname);
    if (item) found.set(`${item.kind}:${item.id}`, item);
    if (found.size === CARDS_MAX) break;
  }
  return [...found.values()];
}

function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
