import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Download } from 'playwright-core';
import { expectAccessible } from '../support/a11y.ts';
import { api, apiToken, newContext, signIn } from '../support/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { testPng } from '../support/png.ts';
import { type E2eServer, startE2eServer } from '../support/server.ts';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext | undefined;
let formId: number;

const FORM = 'Scaffold inspection';

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

before(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  const admin = await apiToken(server, 'companyadmin@example.com');
  // The demo's story sits in a Nordvik Bygg sub-project; the form goes beside it.
  const { data: stories } = await api<{ subproject: number; title: string }[]>(
    server,
    'GET',
    '/stories?_limit=-1',
    { token: admin },
  );
  const subproject = stories.find((s) => s.title === 'Block A – from foundation to topping-out')!.subproject;
  const created = await api<{ id: number }>(server, 'POST', '/systemforms', {
    token: admin,
    body: {
      title: FORM,
      subproject,
      properties: {
        published: true,
        fields: [
          { name: 'scaffold', label: 'Scaffold', type: 'text', required: true },
          { name: 'where', label: 'Where', type: 'location' },
          { name: 'photo', label: 'Photo', type: 'photo' },
          { name: 'signed', label: 'Signature', type: 'signature' },
        ],
      },
    },
  });
  assert.equal(created.status, 201);
  formId = created.data.id;
  const member = await apiToken(server, 'user@example.com');
  const picture = `data:image/png;base64,${testPng(120, 80).toString('base64')}`;
  for (const scaffold of ['North facade, bay 4', 'Stair tower'])
    assert.equal(
      (
        await api(server, 'POST', `/systemforms/${formId}/submissions`, {
          token: member,
          body: { answers: { scaffold, where: { lat: 59.91, lon: 10.75 }, photo: picture, signed: picture } },
        })
      ).status,
      201,
    );
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('form submissions as PDF', () => {
  test('a company admin downloads all submissions in one PDF, and one submission on its own', async () => {
    context = await newContext(browser, server, { consent: 'required' });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    await signIn(page, 'companyadmin@example.com');
    await page.goto(`/companyforms/${formId}/submissions`);
    await page.getByRole('cell', { name: 'Stair tower' }).waitFor();

    const all = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const allFile = await all;
    assert.equal(allFile.suggestedFilename(), 'Scaffold_inspection.pdf');
    const allBytes = await bytesOf(allFile);
    assert.equal(allBytes.subarray(0, 5).toString('latin1'), '%PDF-');

    const one = page.waitForEvent('download');
    const rows = page.getByRole('button', { name: /^PDF of the submission sent / });
    assert.equal(await rows.count(), 2);
    await rows.first().click();
    const oneFile = await one;
    assert.match(oneFile.suggestedFilename(), /^Scaffold_inspection-\d+\.pdf$/);
    const oneBytes = await bytesOf(oneFile);
    assert.equal(oneBytes.subarray(0, 5).toString('latin1'), '%PDF-');
    // Two submissions with their pictures make a larger file than one.
    assert.ok(allBytes.length > oneBytes.length, `${allBytes.length} > ${oneBytes.length}`);
    await expectAccessible(page, { label: 'form submissions' });
  });
});
