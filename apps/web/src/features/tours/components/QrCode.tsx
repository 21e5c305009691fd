import { Anchor, Center, Loader, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithTimeout } from '../../../platform/api/index.ts';

/** The dark modules of a QR code as one SVG path, row by row (one unit per module, a 4-unit margin). */
function modulesToPath(size: number, isDark: (row: number, col: number) => boolean): string {
  let path = '';
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (isDark(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
  return path;
}

/**
 * A QR code of `value`, drawn as SVG in the page: no image URL to load, no markup injected. The
 * encoder is downloaded only when a share dialog first shows one.
 */
export function QrCode({ value, label, fileName }: { value: string; label: string; fileName: string }) {
  const { t } = useTranslation();
  const [code, setCode] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let current = true;
    void importWithTimeout(() => import('qrcode')).then((qr) => {
      const { modules } = qr.create(value, { errorCorrectionLevel: 'M' });
      if (current)
        setCode({
          size: modules.size,
          path: modulesToPath(modules.size, (r, c) => Boolean(modules.get(r, c))),
        });
    });
    return () => {
      current = false;
    };
  }, [value]);
  const svg = useMemo(
    () =>
      code &&
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${code.size + 8} ${code.size + 8}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${code.path}"/></svg>`,
    [code],
  );
  const download = useMemo(
    () => svg && URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })),
    [svg],
  );
  useEffect(() => () => (download ? URL.revokeObjectURL(download) : undefined), [download]);

  if (!code) {
    return (
      <Center h={180}>
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  const box = code.size + 8;
  return (
    <Stack gap={4} align="center">
      <svg
        viewBox={`0 0 ${box} ${box}`}
        width={180}
        height={180}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
        data-testid="share-qr"
      >
        <rect width={box} height={box} fill="#fff" />
        <path fill="#000" d={code.path} />
      </svg>
      {download && (
        <Anchor href={download} download={fileName} size="sm">
          {t('tours.share.downloadQr')}
        </Anchor>
      )}
    </Stack>
  );
}
