import type { ThreedViewer } from '@spatium/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../../test/render.tsx';
import { ConversionStatus } from './ConversionStatus.tsx';

const viewer: ThreedViewer = {
  id: 4,
  title: 'Stair core',
  description: '',
  may_manage: false,
  file: { id: 9, name: 'stair.obj' },
  format: 'obj',
  status: 'converting',
  progress: 42.4,
  error: null,
  error_code: null,
  model_url: null,
};

describe('ConversionStatus', () => {
  it('shows how far the conversion has come', () => {
    renderAt(<ConversionStatus viewer={viewer} />);
    expect(screen.getByRole('status').textContent).toBe('Converting the model for the viewer… 42 %');
    expect(screen.getByRole('progressbar', { name: 'Conversion progress' })).toBeTruthy();
  });

  it('shows why a conversion failed, translated from its code', () => {
    renderAt(
      <ConversionStatus
        viewer={{ ...viewer, status: 'failed', progress: 0, error: 'x', error_code: 'unreadable' }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This model could not be converted');
    expect(alert.textContent).toContain('The model file could not be read (not a valid OBJ/FBX/STL/PLY).');
  });

  it('shows nothing once the model is ready', () => {
    renderAt(
      <ConversionStatus viewer={{ ...viewer, status: 'ready', progress: 100, model_url: '/api/x' }} />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
