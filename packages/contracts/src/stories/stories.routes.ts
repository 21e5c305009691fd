import { z } from 'zod';
import { IdParam } from '../core/params.ts';
import { text, urlId } from '../core/primitives.ts';
import { defineRoute } from '../core/route.ts';
import { StoryViewer } from './stories.ts';

export const storyRoutes = {
  storyViewer: defineRoute({
    method: 'GET',
    path: '/stories/:id/viewer',
    summary:
      'A story for its viewers (/story, /storyv2, /presentation): an enabled public story for anyone, any other for those who may see it; 404 otherwise',
    tags: ['stories'],
    // A public story needs no session; a private one is checked against the caller's, if any.
    access: { public: true },
    params: IdParam,
    response: StoryViewer,
  }),
  storyFile: defineRoute({
    method: 'GET',
    path: '/stories/:id/files/:file/:grant',
    summary: 'An image a story shows; only with the signed grant its viewer payload gave, 404 otherwise',
    tags: ['stories'],
    // The grant names the story, the file and who it was made for; access is checked again on use.
    access: { public: true },
    params: IdParam.extend({ file: urlId(), grant: text().min(10).max(300) }),
    response: z.any().describe('The image’s bytes'),
  }),
};
