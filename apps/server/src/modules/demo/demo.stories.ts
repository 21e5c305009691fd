import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../platform/database/db.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { insertFile, setContentFiles } from '../files/index.ts';
import { stories } from '../stories/stories.schema.ts';
import { tours } from '../tours/tours.schema.ts';

export const DEMO_STORY_TITLE = 'Block A – from foundation to topping-out';

/** A generated chapter picture (PNG, 1280×720): a sky, the building at its stage, and a caption. */
export async function sampleStoryImage(stage: number, caption: string): Promise<Buffer> {
  const floors = Array.from({ length: stage }, (_, i) => {
    const y = 560 - (i + 1) * 70;
    const windows = Array.from(
      { length: 6 },
      (_, w) => `<rect x="${430 + w * 70}" y="${y + 18}" width="36" height="34" fill="#bfdbfe"/>`,
    ).join('');
    return `<rect x="400" y="${y}" width="480" height="70" fill="${i % 2 ? '#9ca3af' : '#a8b0bb'}" stroke="#4b5563" stroke-width="3"/>${stage > 2 ? windows : ''}`;
  }).join('');
  const crane = `<rect x="930" y="120" width="16" height="440" fill="#f59f00"/><rect x="700" y="120" width="420" height="14" fill="#f59f00"/><line x1="760" y1="134" x2="760" y2="${560 - stage * 70 - 30}" stroke="#374151" stroke-width="3"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#93c5fd"/></linearGradient></defs>
  <rect width="1280" height="720" fill="url(#sky)"/>
  <rect y="560" width="1280" height="160" fill="#6b4f3a"/>
  <rect x="380" y="548" width="520" height="16" fill="#6b7280"/>
  ${Array.from({ length: 9 }, (_, i) => `<rect x="${395 + i * 60}" y="560" width="10" height="120" fill="#4b5563"/>`).join('')}
  ${floors}
  ${stage < 6 ? crane : '<path d="M400 140 L640 60 L880 140 Z" fill="#15803d"/>'}
  <rect x="0" y="650" width="1280" height="70" fill="#111827" fill-opacity="0.7"/>
  <text x="40" y="697" font-size="34" fill="#f9fafb" font-family="sans-serif">${caption}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const chapters = [
  {
    stage: 0,
    title: 'Foundation',
    body: 'Ground works started in January. 86 steel piles were driven to bedrock, up to 24 metres deep, and the pile caps were cast by the end of March.',
    caption: 'Fjordbyen Block A – piling, March',
  },
  {
    stage: 2,
    title: 'Structure rising',
    body: 'The concrete frame went up one floor every three weeks. Prefabricated hollow-core slabs kept the crane busy and the site tidy.',
    caption: 'Fjordbyen Block A – levels 1 and 2, May',
  },
  {
    stage: 5,
    title: 'Topping-out',
    body: 'On 14 August the last slab was lifted into place. The whole team gathered on the roof for the traditional topping-out ceremony.',
    caption: 'Fjordbyen Block A – topping-out, August',
  },
  {
    stage: 6,
    title: 'Walk the building',
    body: 'Step inside: the 360° tour starts at the main entrance and leads up to the new stairwell on level 3.',
    caption: 'Fjordbyen Block A – ready for interiors',
  },
];

/**
 * The demo story, public and rich: four chapters, each with a generated picture, the last with the
 * public 360° tour embedded and a link to the project's press page.
 */
export async function seedDemoStory(db: Database, storage: Storage, ownerId: number): Promise<void> {
  const [story] = await db.select().from(stories).where(eq(stories.title, DEMO_STORY_TITLE));
  if (!story) return;
  const [tour] = await db
    .select({ id: tours.id })
    .from(tours)
    .where(eq(tours.title, 'Fjordbyen Block A – public 360 tour'));
  const fileIds: number[] = [];
  for (const [index, chapter] of chapters.entries()) {
    const image = await sampleStoryImage(chapter.stage, chapter.caption);
    const storageKey = `files/demo/story-${story.id}-${index + 1}-${Date.now().toString(36)}.png`;
    await storage.put(storageKey, image);
    const file = await insertFile(db, {
      companyId: story.companyId,
      ownerId,
      name: `${chapter.title}.png`,
      size: image.length,
      type: 'image/png',
      purpose: 'story',
      storageKey,
    });
    fileIds.push(file.id);
  }
  await setContentFiles(db, 'stories', story.id, story.companyId, fileIds);
  await db
    .update(stories)
    .set({
      description: 'How Fjordbyen Block A went from bare ground to topping-out in eight months.',
      properties: {
        version: 1,
        public: true,
        slides: chapters.map((chapter, index) => ({
          title: chapter.title,
          body: chapter.body,
          media: index === chapters.length - 1 ? 'https://example.com/fjordbyen' : null,
          image: fileIds[index],
          embed: index === chapters.length - 1 && tour ? { kind: 'tours', id: tour.id } : null,
        })),
      },
    })
    .where(eq(stories.id, story.id));
}
