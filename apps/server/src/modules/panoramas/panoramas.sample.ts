import sharp from 'sharp';

/**
 * A generated equirectangular test image: a sky-to-ground gradient with coloured shapes and a label
 * all the way round, so scenes are told apart at a glance. For demo data, tests and the benchmark.
 */
export async function samplePanorama(
  width: number,
  height: number,
  options: { hue?: number; label?: string } = {},
): Promise<Buffer> {
  const hue = options.hue ?? 200;
  const label = (options.label ?? 'Spatium').replace(/[<&>]/g, '');
  const shapes: string[] = [];
  for (let i = 0; i < 8; i++) {
    const x = ((i + 0.5) / 8) * width;
    const size = height / 10;
    const colour = `hsl(${(hue + i * 45) % 360}, 70%, 50%)`;
    shapes.push(
      i % 2 === 0
        ? `<circle cx="${x}" cy="${height * 0.55}" r="${size}" fill="${colour}"/>`
        : `<rect x="${x - size}" y="${height * 0.55 - size}" width="${size * 2}" height="${size * 2}" fill="${colour}"/>`,
      `<text x="${x}" y="${height * 0.35}" font-size="${height / 16}" text-anchor="middle" fill="white" font-family="sans-serif">${label} ${i * 45}°</text>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue}, 60%, 75%)"/><stop offset="0.5" stop-color="hsl(${hue}, 40%, 45%)"/>
    <stop offset="1" stop-color="hsl(${(hue + 180) % 360}, 30%, 25%)"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <line x1="0" y1="${height / 2}" x2="${width}" y2="${height / 2}" stroke="white" stroke-width="${height / 256}"/>
  ${shapes.join('\n  ')}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
