import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../../test/render.tsx';
import { ContentLinkCards } from './ContentLinkCards.tsx';

const tour = {
  id: 12,
  kind: 'tours',
  title: 'Block A – 360 site walk',
  description: '',
  thumbnail: null,
  enabled: true,
  order: 0,
  subproject: 2,
  oldproject: 1,
  company: 1,
  files: [],
  tags: [],
  properties: {},
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('content link cards in a message', () => {
  it('shows the linked item’s title and kind, opening its viewer', async () => {
    localStorage.setItem('jwt', 'session-token');
    stubApi({ 'GET /api/tours/12': () => ({ body: tour }) });
    renderAt(<ContentLinkCards body="The new walk is up: /tours/12" />);
    const link = await screen.findByRole('link', { name: 'Block A – 360 site walk' });
    expect(link.getAttribute('href')).toBe('/tours/12');
    expect(screen.getByText('Tour')).toBeTruthy();
  });

  it('shows nothing for an item the reader may not see', async () => {
    localStorage.setItem('jwt', 'session-token');
    const api = stubApi({ 'GET /api/tours/13': () => ({ status: 404, body: { message: 'Not found' } }) });
    renderAt(<ContentLinkCards body="/tours/13" />);
    await waitFor(() => expect(api).toHaveBeenCalled());
    // The answer has come back (a 404): still no card, no title, no kind.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Tour')).toBeNull();
  });
});
