import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y.ts';
import { api, apiToken, newContext, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

interface Answer {
  outcome: string;
  items: { label: string; link: { type: string; kind?: string; id: number } | null }[];
}

const companyAdmin = 'companyadmin@example.com';
const member = 'user@example.com';
const question = 'Where is the latest tour of Block A?';

let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  // A new company starts without the chatbot (SPEC §3); the demo switches it on for Nordvik.
  const token = await apiToken(server, companyAdmin);
  const { data: me } = await api<{ user: { company: { chatbot: { enabled: boolean } } } }>(
    server,
    'POST',
    '/getme',
    { token },
  );
  assert.equal(me.user.company.chatbot.enabled, true);
});

after(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function pageFor(email: string): Promise<Page> {
  const context = await newContext(browser, server, { consent: 'required' });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, email);
  return page;
}

/** Presses Tab until `target` has the focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  await target.waitFor();
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  assert.fail(`Tab never reached ${target}`);
}

describe('the assistant in the chat', () => {
  test('a keyboard user asks where the latest tour of Block A is and opens it from the answer', async () => {
    const token = await apiToken(server, member);
    const expected = await api<Answer>(server, 'POST', '/chatbot', { token, body: { question } });
    assert.equal(expected.status, 200);
    const latest = expected.data.items[0];
    assert.ok(
      latest?.link?.type === 'content' && latest.link.kind === 'tours',
      'the demo has tours of Block A',
    );

    const page = await pageFor(member);
    await page.goto('/chat');
    const assistantLink = page
      .getByRole('navigation', { name: 'Channels' })
      .getByRole('link', { name: 'Assistant' });
    await tabTo(page, assistantLink);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Assistant' }).waitFor();
    assert.match(new URL(page.url()).pathname, /^\/chat\/assistant$/);

    await tabTo(page, page.getByLabel('Ask the assistant'));
    await page.keyboard.type(question);
    await page.keyboard.press('Enter');
    const conversation = page.getByRole('log', { name: 'Conversation with the assistant' });
    await conversation.getByText(question).waitFor();
    await conversation.getByText('The latest first:').waitFor();
    const answerLink = conversation.getByRole('link', { name: latest.label }).first();
    await expectAccessible(page, { label: 'assistant with an answer' });

    await tabTo(page, answerLink);
    await page.keyboard.press('Enter');
    // A public tour opens in the public viewer, which the signed-in one forwards to.
    const viewerPaths = [`/tours/${latest.link.id}`, `/publictours/${latest.link.id}`];
    await page.waitForURL((url) => viewerPaths.includes(url.pathname));
    await page.getByRole('heading', { level: 1, name: latest.label }).waitFor();
  });

  test('a question it cannot read gets an honest answer and suggestions that work', async () => {
    const page = await pageFor(member);
    await page.goto('/chat/assistant');
    await page.getByLabel('Ask the assistant').fill('What will the weather be tomorrow?');
    await page.keyboard.press('Enter');
    const conversation = page.getByRole('log', { name: 'Conversation with the assistant' });
    await conversation.getByText('I can’t answer that yet — try:').waitFor();
    const suggestion = conversation.getByRole('button', { name: 'What was uploaded recently?' });
    await tabTo(page, suggestion);
    await page.keyboard.press('Enter');
    await conversation.getByText('The newest content you can see:').waitFor();
    assert.ok((await conversation.getByRole('link').count()) > 0, 'recent uploads link to their viewers');
  });
});

describe('links to content in chat messages', () => {
  test('a message that links to a tour shows its card, which opens the viewer', async () => {
    const token = await apiToken(server, member);
    const { data: channels } = await api<{ id: number; name: string }[]>(server, 'GET', '/channels', {
      token,
    });
    const blockA = channels.find((c) => c.name === 'Fjordbyen Block A');
    assert.ok(blockA, 'the member reads Block A’s channel');
    const { data: answer } = await api<Answer>(server, 'POST', '/chatbot', { token, body: { question } });
    const tour = answer.items[0];
    assert.ok(tour?.link?.type === 'content');
    const posted = await api(server, 'POST', `/channels/${blockA.id}/messages`, {
      token,
      body: { body: `The newest walk: ${server.url}/tours/${tour.link.id}` },
    });
    assert.equal(posted.status, 201);

    const page = await pageFor(member);
    await page.goto(`/chat/${blockA.id}`);
    const card = page.getByRole('log').getByRole('link', { name: tour.label });
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    const viewerPaths = [`/tours/${tour.link.id}`, `/publictours/${tour.link.id}`];
    await page.waitForURL((url) => viewerPaths.includes(url.pathname));
  });
});
