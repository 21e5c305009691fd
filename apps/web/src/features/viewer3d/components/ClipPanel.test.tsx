import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../../test/render.tsx';
import { axisPlane, type ClipState, initialClip } from '../clipping.ts';
import { ClipPanel } from './ClipPanel.tsx';

function Harness({ start, seen }: { start: ClipState; seen: ClipState[] }) {
  const [clip, setClip] = useState(start);
  return (
    <ClipPanel
      clip={clip}
      onClip={(next) => {
        seen.push(next);
        setClip(next);
      }}
    />
  );
}

const last = (seen: ClipState[]) => seen[seen.length - 1]!;

describe('ClipPanel', () => {
  it('adds a plane across the height, flips it, turns its handles on and removes it', () => {
    const seen: ClipState[] = [];
    renderAt(<Harness start={initialClip} seen={seen} />);
    expect(screen.getByText('No clip planes yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Height' }));
    expect(last(seen).planes).toEqual([axisPlane('z', 1)]);
    expect(screen.getByRole('slider', { name: 'Plane 1: Tilt' }).getAttribute('aria-valuenow')).toBe('90');

    fireEvent.click(screen.getByRole('button', { name: 'Keep the other side: Plane 1' }));
    expect(last(seen).planes[0]!.flipped).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Turn: Plane 1' }));
    expect(last(seen).handles).toEqual({ target: 1, mode: 'rotate' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove: Plane 1' }));
    expect(last(seen).planes).toEqual([]);
    // Handles on a removed plane go with it.
    expect(last(seen).handles).toBeNull();
  });

  it('moves a plane from the keyboard', () => {
    const seen: ClipState[] = [];
    renderAt(<Harness start={{ ...initialClip, planes: [axisPlane('x', 1)] }} seen={seen} />);
    const azimuth = screen.getByRole('slider', { name: 'Plane 1: Direction' });
    fireEvent.keyDown(azimuth, { key: 'ArrowRight' });
    expect(last(seen).planes[0]!.azimuth).toBe(1);
  });

  it('waits for a pick while placing, and offers no more than six planes', () => {
    const seen: ClipState[] = [];
    const planes = [1, 2, 3, 4, 5, 6].map((id) => axisPlane('y', id));
    renderAt(<Harness start={{ ...initialClip, planes: planes.slice(0, 5) }} seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Place a plane on a surface' }));
    expect(last(seen).placing).toBe(true);
    expect(screen.getByRole('status').textContent).toMatch(/Click a surface in the view/);
    fireEvent.click(screen.getByRole('button', { name: 'East–west' }));
    expect(last(seen).planes).toHaveLength(6);
    expect(last(seen).placing).toBe(false);
    expect(screen.getByText('At most 6 planes.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'North–south' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('turns the clip box about the vertical and offers its handles', () => {
    const seen: ClipState[] = [];
    renderAt(<Harness start={{ ...initialClip, enabled: true }} seen={seen} />);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Turn about the vertical' }), { key: 'ArrowLeft' });
    expect(last(seen).rotation).toBe(-1);
    fireEvent.click(screen.getByRole('button', { name: 'Resize: Clip box' }));
    expect(last(seen).handles).toEqual({ target: 'box', mode: 'scale' });
  });
});
