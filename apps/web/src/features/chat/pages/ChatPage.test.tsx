import type { ChatbotAnswer } from '@spatium/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultOverridesBody, renderAt, stubApi } from '../../../../test/render.tsx';
import ChatPage from './ChatPage.tsx';

const company = { id: 1, title: 'Nordvik Bygg AS' };
const profileWith = (chatbot: boolean) => ({
  id: 7,
  email: 'ada@example.com',
  username: 'ada',
  role: { id: 4, name: 'user' },
  company: {
    ...company,
    issues: { enabled: true },
    chat: { enabled: true },
    chatbot: { enabled: chatbot },
    floorplans: { enabled: false },
    overridemenu: { enabled: false, data: [] },
    settings: { start_at: null },
  },
  companies: [company],
  is_company_admin: false,
});
const latestTour: ChatbotAnswer = {
  intent: 'latest_content',
  outcome: 'found',
  params: { kind: 'tours', name: 'Block A' },
  items: [
    {
      label: 'Block A walkthrough June',
      detail: 'Fjordbyen Block A',
      kind: 'tours',
      severity: null,
      count: null,
      at: '2026-06-01T10:00:00.000Z',
      link: { type: 'content', kind: 'tours', id: 12 },
    },
  ],
  suggestions: [],
};

function renderChat(
  path: string,
  { chatbot, disableChatbot }: { chatbot: boolean; disableChatbot: boolean },
) {
  localStorage.setItem('jwt', 'session-token');
  const asked: unknown[] = [];
  stubApi({
    'POST /api/getme': () => ({ body: { user: profileWith(chatbot) } }),
    'GET /api/overrides': () => ({ body: { ...defaultOverridesBody, disable_chatbot: disableChatbot } }),
    'GET /api/channels': () => ({ body: [] }),
    'GET /api/channels/people': () => ({ body: [] }),
    'POST /api/chatbot': (init) => {
      asked.push(JSON.parse(String(init?.body)));
      return { body: latestTour };
    },
  });
  renderAt(<ChatPage />, { path, pattern: '/chat/:channel?' });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the assistant in the chat', () => {
  it('answers a question with a link to the content’s viewer', async () => {
    const asked = renderChat('/chat/assistant', { chatbot: true, disableChatbot: false });
    const input = await screen.findByLabelText('Ask the assistant');
    fireEvent.change(input, { target: { value: 'Where is the latest tour of Block A?' } });
    // Enter in the field sends it: the form submits.
    fireEvent.submit(input.closest('form')!);
    const link = await screen.findByRole('link', { name: 'Block A walkthrough June' });
    expect(link.getAttribute('href')).toBe('/tours/12');
    expect(screen.getByText('The latest first:')).toBeTruthy();
    expect(screen.getByText('Kind: Tours')).toBeTruthy();
    expect(screen.getByText('Name: Block A')).toBeTruthy();
    expect(asked).toEqual([{ question: 'Where is the latest tour of Block A?' }]);
  });

  it('asks a suggestion by its intent', async () => {
    const asked = renderChat('/chat/assistant', { chatbot: true, disableChatbot: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Where is the latest content?' }));
    await screen.findByRole('link', { name: 'Block A walkthrough June' });
    expect(asked).toEqual([{ intent: 'latest_content' }]);
  });

  it.each([
    ['the company has the chatbot off', { chatbot: false, disableChatbot: false }],
    ['the domain’s override disables it', { chatbot: true, disableChatbot: true }],
  ])('is not offered when %s', async (_, switches) => {
    renderChat('/chat/assistant', switches);
    // The channels show instead (none here), and no way to the assistant.
    await screen.findByText('No channel to show.');
    await waitFor(() => expect(screen.queryByLabelText('Ask the assistant')).toBeNull());
    expect(screen.queryByRole('link', { name: 'Assistant' })).toBeNull();
  });

  it('is offered in the channel list where both switches allow it', async () => {
    renderChat('/chat', { chatbot: true, disableChatbot: false });
    const link = await screen.findByRole('link', { name: 'Assistant' });
    expect(link.getAttribute('href')).toBe('/chat/assistant');
  });
});
