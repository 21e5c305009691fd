import type { FormField, FormSubmission } from '@spatium/contracts';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/** A4 in points, with 50 pt margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const SIZE = { title: 16, label: 10, answer: 11, meta: 9 };
const PHOTO_MAX = { width: TEXT_WIDTH, height: 320 };
const SIGNATURE_MAX = { width: 240, height: 90 };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Renders submissions of one form as a PDF: each submission starts on a page of its own with who sent
 * it and when, then every field's label and answer in the form's order — text as written, a location
 * as latitude and longitude, photos and the signature as pictures. The built-in Helvetica covers
 * Western European text; a character it cannot draw is shown as "?" (docs/DECISIONS.md).
 */
export async function renderSubmissionsPdf(
  form: { title: string; fields: readonly FormField[] },
  submissions: readonly FormSubmission[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(form.title);
  pdf.setCreator('Spatium');
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  for (const submission of submissions) await renderSubmission(pdf, fonts, form, submission);
  if (submissions.length === 0) {
    const writer = new PageWriter(pdf);
    writer.text(form.title, fonts.bold, SIZE.title);
    writer.text('No submissions.', fonts.regular, SIZE.answer);
  }
  return pdf.save();
}

async function renderSubmission(
  pdf: PDFDocument,
  fonts: Fonts,
  form: { title: string; fields: readonly FormField[] },
  submission: FormSubmission,
) {
  const writer = new PageWriter(pdf);
  writer.text(form.title, fonts.bold, SIZE.title);
  writer.text(
    `Submission ${submission.id} · ${submission.submitted_by?.name ?? 'a former user'} · ${formatTime(submission.created_at)}`,
    fonts.regular,
    SIZE.meta,
    rgb(0.35, 0.35, 0.35),
  );
  writer.gap(12);
  for (const field of form.fields) {
    writer.text(field.label || field.name, fonts.bold, SIZE.label);
    const value = submission.answers[field.name];
    const picture =
      (field.type === 'photo' || field.type === 'signature') && typeof value === 'string'
        ? await embedDataUrl(pdf, value)
        : undefined;
    if (picture) writer.image(picture, field.type === 'signature' ? SIGNATURE_MAX : PHOTO_MAX);
    else writer.text(answerText(field, value), fonts.regular, SIZE.answer);
    writer.gap(8);
  }
}

/** An answer as text; photos and signatures that could not be drawn say so instead. */
export function answerText(field: FormField, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  switch (field.type) {
    case 'checkbox':
      return value === true ? 'Yes' : 'No';
    case 'location': {
      const point = value as { lat?: unknown; lon?: unknown };
      return typeof point.lat === 'number' && typeof point.lon === 'number'
        ? `${point.lat.toFixed(6)}, ${point.lon.toFixed(6)} (latitude, longitude)`
        : '—';
    }
    case 'photo':
    case 'signature':
      return '(picture not readable)';
    default:
      return String(value);
  }
}

/** `2026-03-04T10:20:30.000Z` → `2026-03-04 10:20 UTC`: one clock for every reader of the file. */
const formatTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** PNG and JPEG go in as they are; WebP, which PDF cannot hold, is converted to PNG first. */
async function embedDataUrl(pdf: PDFDocument, dataUrl: string): Promise<PDFImage | undefined> {
  const match = /^data:image\/(png|jpeg|webp);base64,(.+)$/.exec(dataUrl);
  if (!match) return undefined;
  const bytes = Buffer.from(match[2]!, 'base64');
  try {
    if (match[1] === 'jpeg') return await pdf.embedJpg(bytes);
    if (match[1] === 'png') return await pdf.embedPng(bytes);
    return await pdf.embedPng(await sharp(bytes).png().toBuffer());
  } catch {
    // A picture that does not decode is reported as text rather than failing the whole export.
    return undefined;
  }
}

/** Writes top to bottom, starting a new page when the next line or picture does not fit. */
class PageWriter {
  private page: PDFPage;
  private y: number;
  private readonly drawable = new Map<string, boolean>();
  private readonly pdf: PDFDocument;

  constructor(pdf: PDFDocument) {
    this.pdf = pdf;
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  gap(points: number) {
    this.y -= points;
  }

  text(value: string, font: PDFFont, size: number, color = rgb(0, 0, 0)) {
    const lineHeight = size * 1.35;
    for (const line of this.wrap(this.drawableText(value, font), font, size)) {
      this.room(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: PAGE.margin, y: this.y + size * 0.3, size, font, color });
    }
  }

  image(image: PDFImage, max: { width: number; height: number }) {
    const scale = Math.min(1, max.width / image.width, max.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    this.room(height + 4);
    this.y -= height + 4;
    this.page.drawImage(image, { x: PAGE.margin, y: this.y, width, height });
  }

  private room(height: number) {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Characters the standard font cannot encode become "?", so any answer can be written. */
  private drawableText(value: string, font: PDFFont): string {
    let result = '';
    for (const char of value.replace(/\r\n?/g, '\n')) {
      if (char === '\n') {
        result += char;
        continue;
      }
      let ok = this.drawable.get(char);
      if (ok === undefined) {
        try {
          font.encodeText(char);
          ok = char >= ' ';
        } catch {
          ok = false;
        }
        this.drawable.set(char, ok);
      }
      result += ok ? char : '?';
    }
    return result;
  }

  /** Lines that fit the text width: by the writer's line breaks, then by words, then by characters. */
  private wrap(value: string, font: PDFFont, size: number): string[] {
    const fits = (line: string) => font.widthOfTextAtSize(line, size) <= TEXT_WIDTH;
    const lines: string[] = [];
    for (const paragraph of value.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (fits(candidate)) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = '';
        let rest = word;
        while (!fits(rest)) {
          let cut = rest.length - 1;
          while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }
}
