import { Box, Button, Group, Loader, Text } from '@mantine/core';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
// Vite copies the worker into the build and hands back its URL: pdf.js parses in that worker, off the page.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

GlobalWorkerOptions.workerSrc = workerUrl;

// The build puts pdf.js's fonts, CMaps and decoders here (vite.config.ts, pdfjsData).
const pdfjsData = `${import.meta.env.BASE_URL}pdfjs`;

// Wide enough to read a drawing's text in the dialog; the canvas scales down to fit.
const renderWidth = 1100;

/**
 * A PDF, one page at a time, drawn by pdf.js on a canvas. This module (and pdf.js with it) is loaded
 * only when a PDF preview opens. Previous and next buttons turn pages; so do the arrow, Page Up/Down,
 * Home and End keys while the page has the focus.
 */
export default function PdfPreview({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [rendered, setRendered] = useState(0);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const task = getDocument({
      url,
      // A drawing names Helvetica or Times without embedding them; the shipped standard fonts draw it
      // alike on every machine, where a system font would change with what the reader has installed.
      useSystemFonts: false,
      standardFontDataUrl: `${pdfjsData}/standard_fonts/`,
      cMapUrl: `${pdfjsData}/cmaps/`,
      wasmUrl: `${pdfjsData}/wasm/`,
    });
    let cancelled = false;
    task.promise.then(
      (loaded) => {
        if (!cancelled) setPdf(loaded);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url]);

  useEffect(() => {
    const target = canvas.current;
    if (!pdf || !target) return;
    let render: RenderTask | null = null;
    let cancelled = false;
    void pdf.getPage(page).then(
      (proxy) => {
        if (cancelled) return;
        const base = proxy.getViewport({ scale: 1 });
        const viewport = proxy.getViewport({ scale: renderWidth / base.width });
        target.width = Math.round(viewport.width);
        target.height = Math.round(viewport.height);
        render = proxy.render({ canvas: target, viewport });
        render.promise.then(
          () => {
            if (!cancelled) setRendered(page);
          },
          () => {
            // Cancelled by a newer page, or a broken page: the page number still shows.
          },
        );
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, page]);

  if (failed) return <Text c="dimmed">{t('myfiles.previewUnavailable')}</Text>;
  const pages = pdf?.numPages ?? 0;
  const go = (next: number) => setPage(Math.min(Math.max(next, 1), Math.max(pages, 1)));
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: page + 1,
      ArrowDown: page + 1,
      PageDown: page + 1,
      ArrowLeft: page - 1,
      ArrowUp: page - 1,
      PageUp: page - 1,
      Home: 1,
      End: pages,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };
  return (
    <Box>
      {!pdf && <Loader role="status" aria-label={t('common.loading')} />}
      <Group justify="space-between" mb="xs" hidden={!pdf}>
        <Button size="compact-sm" variant="default" onClick={() => go(page - 1)} disabled={page <= 1}>
          {t('myfiles.previousPage')}
        </Button>
        <Text size="sm" aria-live="polite">
          {t('myfiles.pageOf', { page, pages })}
        </Text>
        <Button size="compact-sm" variant="default" onClick={() => go(page + 1)} disabled={page >= pages}>
          {t('myfiles.nextPage')}
        </Button>
      </Group>
      <canvas
        ref={canvas}
        // Focusable so the arrow keys turn pages; the label says which page is drawn.
        tabIndex={0}
        role="img"
        aria-label={t('myfiles.pageImage', { page, name })}
        data-rendered-page={rendered || undefined}
        onKeyDown={onKeyDown}
        style={{ width: '100%', height: 'auto', background: '#fff', display: pdf ? 'block' : 'none' }}
      />
    </Box>
  );
}
