import { createRequire } from 'node:module';
import path from 'node:path';
import { type ContentItem, contentRoutes, type FormSubmission, formRoutes as r } from '@spatium/contracts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { fetchBytes } from '../../../test/support/uploads.ts';

const fields = [
  { name: 'area', label: 'Area inspected', type: 'textarea', required: true },
  { name: 'depth', label: 'Depth (m)', type: 'number' },
  { name: 'safe', label: 'Area made safe', type: 'checkbox' },
  { name: 'where', label: 'Where', type: 'location' },
  { name: 'photo', label: 'Photo of the trench', type: 'photo' },
  { name: 'signed', label: 'Signature', type: 'signature' },
];

// pdf.js reads the metrics of the standard fonts from its own package.
const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The PDF's text per page, as a PDF reader extracts it. */
async function pdfText(bytes: Buffer): Promise<{ pages: string[]; images: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl })
    .promise;
  const pages: string[] = [];
  let images = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    const operators = await page.getOperatorList();
    images += operators.fnArray.filter((fn) => fn === 85 /* OPS.paintImageXObject */).length;
  }
  return { pages, images };
}

describe('form submissions as PDF', () => {
  const app = useTestApp();
  let t: Awaited<ReturnType<typeof buildTenants>>;
  let tokens: Record<'companyAdmin' | 'member' | 'restricted' | 'outsider', string>;
  let form: ContentItem;
  let mine: FormSubmission;
  let adminsOwn: FormSubmission;

  const picture = async (format: 'png' | 'jpeg' | 'webp') =>
    `data:image/${format};base64,${(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2255aa' } })
        .toFormat(format)
        .toBuffer()
    ).toString('base64')}`;

  beforeAll(async () => {
    t = await buildTenants(app);
    const world = await buildCatalogue(app.db, t, [t.member.id]);
    tokens = {
      companyAdmin: await signInFresh(app, t.companyAdmin.email),
      member: await signInFresh(app, t.member.email),
      restricted: await signInFresh(app, t.restricted.email),
      outsider: await signInFresh(app, t.outsider.email),
    };
    form = (
      await app.call<ContentItem>(contentRoutes.forms.create, {
        token: tokens.companyAdmin,
        body: {
          subproject: world.subproject.id,
          title: 'Excavation check',
          properties: { published: true, fields },
        },
      })
    ).body;
    const submit = async (token: string, answers: Record<string, unknown>) => {
      const sent = await app.call<FormSubmission>(r.submitForm, {
        token,
        params: { id: form.id },
        body: { answers },
      });
      expect(sent.status).toBe(201);
      return sent.body;
    };
    mine = await submit(tokens.member, {
      area: 'North trench by the crane – Ærfjord side',
      depth: 2.5,
      safe: true,
      where: { lat: 59.912345, lon: 10.754321 },
      photo: await picture('webp'),
      signed: await picture('png'),
    });
    adminsOwn = await submit(tokens.companyAdmin, {
      area: 'South pit, 日本語 notes',
      photo: await picture('jpeg'),
    });
  });

  it('one submission: its answers, location, photo and signature, for whoever sent it', async () => {
    const response = await fetchBytes(
      app,
      `/systemforms/${form.id}/submissions/${mine.id}/pdf`,
      tokens.member,
    );
    expect(response.status).toBe(200);
    expect(response.type).toBe('application/pdf');
    expect(response.disposition).toContain(`form-${form.id}-submission-${mine.id}.pdf`);
    const { pages, images } = await pdfText(response.bytes);
    const text = pages.join(' ');
    expect(text).toContain('Excavation check');
    expect(text).toContain('Area inspected');
    expect(text).toContain('North trench by the crane – Ærfjord side');
    expect(text).toContain('2.5');
    expect(text).toContain('Yes');
    expect(text).toContain('59.912345, 10.754321');
    // The WebP photo (converted) and the PNG signature are both drawn as pictures.
    expect(images).toBe(2);
  });

  it('all submissions in one PDF for the form’s managers, a page each; only their own for others', async () => {
    const all = await fetchBytes(app, `/systemforms/${form.id}/submissions.pdf`, tokens.companyAdmin);
    expect(all.status).toBe(200);
    const { pages } = await pdfText(all.bytes);
    expect(pages).toHaveLength(2);
    const text = pages.join(' ');
    expect(text).toContain('North trench');
    // Characters the standard font cannot draw become "?" rather than failing the export.
    expect(text).toContain('South pit, ??? notes');

    const own = await pdfText(
      (await fetchBytes(app, `/systemforms/${form.id}/submissions.pdf`, tokens.member)).bytes,
    );
    expect(own.pages.join(' ')).toContain('North trench');
    expect(own.pages.join(' ')).not.toContain('South pit');
  });

  it('another company’s user, the restricted role and a stranger to a submission get nothing', async () => {
    expect((await fetchBytes(app, `/systemforms/${form.id}/submissions.pdf`, tokens.outsider)).status).toBe(
      404,
    );
    expect(
      (await fetchBytes(app, `/systemforms/${form.id}/submissions/${mine.id}/pdf`, tokens.outsider)).status,
    ).toBe(404);
    expect((await fetchBytes(app, `/systemforms/${form.id}/submissions.pdf`, tokens.restricted)).status).toBe(
      403,
    );
    // A member who sent one submission cannot fetch another's, even by its id.
    expect(
      (await fetchBytes(app, `/systemforms/${form.id}/submissions/${adminsOwn.id}/pdf`, tokens.member))
        .status,
    ).toBe(404);
    expect((await fetchBytes(app, `/systemforms/${form.id}/submissions.pdf`)).status).toBe(401);
  });

  it('answers 400 for bad filters and ids, and 404 for a submission of another form', async () => {
    const bad = await fetchBytes(
      app,
      `/systemforms/${form.id}/submissions.pdf?from=yesterday`,
      tokens.companyAdmin,
    );
    expect(bad.status).toBe(400);
    expect(
      (await fetchBytes(app, `/systemforms/${form.id}/submissions/abc/pdf`, tokens.companyAdmin)).status,
    ).toBe(400);
    expect(
      (
        await fetchBytes(
          app,
          `/systemforms/${form.id + 1000}/submissions/${mine.id}/pdf`,
          tokens.companyAdmin,
        )
      ).status,
    ).toBe(404);
  });
});
