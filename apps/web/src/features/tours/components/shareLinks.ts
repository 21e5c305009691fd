/** What the share dialog builds a tour's public address and embed code from. */
export interface ShareOptions {
  /** The scene the tour opens at; the tour's first when empty. */
  scene?: string | undefined;
  /** The language the page opens in (?lng=); the visitor's own when empty. */
  language?: string | undefined;
}

export interface EmbedOptions extends ShareOptions {
  /** Pixels, or null for the full width of the page it sits in. */
  width: number | null;
  height: number;
  title: string;
}

/** The public tour's full address on `origin`, with the chosen start scene and language. */
export function publicTourUrl(
  origin: string,
  tourId: number,
  options: ShareOptions = {},
  embed = false,
): string {
  const url = new URL(`/publictours/${tourId}`, origin);
  if (embed) url.searchParams.set('embed', '1');
  if (options.scene) url.searchParams.set('scene', options.scene);
  if (options.language) url.searchParams.set('lng', options.language);
  return url.toString();
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The <iframe> another site pastes: the tour alone (?embed=1), fullscreen and the gyroscope allowed,
 * loaded only when scrolled near, and titled for screen readers.
 */
export function embedCode(origin: string, tourId: number, options: EmbedOptions): string {
  const src = publicTourUrl(origin, tourId, options, true);
  const width = options.width === null ? '100%' : String(options.width);
  return [
    `<iframe src="${escapeAttribute(src)}"`,
    ` width="${width}" height="${options.height}"`,
    ` title="${escapeAttribute(options.title)}"`,
    ` style="border:0" allow="fullscreen; accelerometer; gyroscope" allowfullscreen loading="lazy"></iframe>`,
  ].join('');
}

/** Whether this page is a public tour embedded in another site: shown without the app around it. */
export function isEmbeddedTour(location: { pathname: string; search: string }): boolean {
  return (
    location.pathname.startsWith('/publictours/') && new URLSearchParams(location.search).get('embed') === '1'
  );
}
