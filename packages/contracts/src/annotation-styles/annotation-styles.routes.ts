import { z } from 'zod';
import { IdParam, OkResponse } from '../core/params.ts';
import { defineRoute } from '../core/route.ts';
import {
  AnnotationStyle,
  CreateAnnotationStyleBody,
  UpdateAnnotationStyleBody,
} from './annotation-styles.ts';

export const annotationStyleRoutes = {
  myAnnotationStyles: defineRoute({
    method: 'GET',
    path: '/get_my_annotation_styles',
    summary: 'Your annotation styles',
    tags: ['annotation styles'],
    access: { capability: 'annotationStyles.use' },
    response: z.array(AnnotationStyle),
  }),
  createAnnotationStyle: defineRoute({
    method: 'POST',
    path: '/annotationstyles',
    summary: 'Save a new annotation style',
    tags: ['annotation styles'],
    access: { capability: 'annotationStyles.use' },
    body: CreateAnnotationStyleBody,
    response: AnnotationStyle,
    status: 201,
  }),
  updateAnnotationStyle: defineRoute({
    method: 'PUT',
    path: '/annotationstyles/:id',
    summary: 'Change one of your annotation styles',
    tags: ['annotation styles'],
    access: { capability: 'annotationStyles.use' },
    params: IdParam,
    body: UpdateAnnotationStyleBody,
    response: AnnotationStyle,
  }),
  deleteAnnotationStyle: defineRoute({
    method: 'DELETE',
    path: '/annotationstyles/:id',
    summary: 'Delete one of your annotation styles',
    tags: ['annotation styles'],
    access: { capability: 'annotationStyles.use' },
    params: IdParam,
    response: OkResponse,
  }),
} as const;
