/** Slope between two points: rise over run as per cent, degrees and a 1:n ratio. */
export function slope(rise: number, run: number): { percent: number; degrees: number; ratio: number } {
  return {
    percent: (rise / run) * 100,
    degrees: (Math.atan2(rise, run) * 180) / Math.PI,
    // 1:n, n horizontal per vertical unit; Infinity on level ground.
    ratio: rise === 0 ? Number.POSITIVE_INFINITY : Math.abs(run / rise),
  };
}

/**
 * Parses a grid of ground levels, one row per line, values separated by spaces, commas or semicolons
 * (decimal point or comma after a digit-space separator is ambiguous, so a comma between digits with no
 * space is read as a decimal comma, as Norwegian spreadsheets paste it). Throws on a ragged or empty grid.
 */
export function parseGrid(text: string): number[][] {
  const rows = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) =>
      line
        .replace(/(\d),(\d)/g, '$1.$2')
        .split(/[\s;,]+/)
        .filter(Boolean)
        .map(Number),
    );
  if (rows.length < 2 || rows.some((row) => row.length < 2)) throw new Error('gridTooSmall');
  if (rows.some((row) => row.length !== rows[0]!.length)) throw new Error('gridRagged');
  if (rows.some((row) => row.some((value) => !Number.isFinite(value)))) throw new Error('gridNotNumbers');
  return rows;
}

/**
 * Cut and fill against a level platform by the grid method: ground levels at the corners of square
 * cells `spacing` apart; each cell's volume is its area times the mean of its four corners' depths
 * above (cut) or below (fill) the design level, counted apart so a cell crossing the level adds to both.
 */
export function cutFill(
  grid: number[][],
  spacing: number,
  designLevel: number,
): { cut: number; fill: number; area: number } {
  const cellArea = spacing * spacing;
  let cut = 0;
  let fill = 0;
  for (let r = 0; r + 1 < grid.length; r++) {
    for (let c = 0; c + 1 < grid[r]!.length; c++) {
      const corners = [grid[r]![c]!, grid[r]![c + 1]!, grid[r + 1]![c]!, grid[r + 1]![c + 1]!];
      const depths = corners.map((level) => level - designLevel);
      cut += (cellArea * depths.reduce((sum, d) => sum + Math.max(d, 0), 0)) / 4;
      fill += (cellArea * depths.reduce((sum, d) => sum + Math.max(-d, 0), 0)) / 4;
    }
  }
  return { cut, fill, area: cellArea * (grid.length - 1) * (grid[0]!.length - 1) };
}
