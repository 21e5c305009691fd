import { z } from 'zod';
import { IdParam, OkResponse } from '../core/params.ts';
import { defineRoute } from '../core/route.ts';
import { Calculation, CreateCalculationBody } from './mycalc.ts';

const tags = ['mycalc'];

export const mycalcRoutes = {
  myCalculations: defineRoute({
    method: 'GET',
    path: '/mycalc',
    summary: 'Your constants and calculations, to apply to measurements',
    tags,
    access: { capability: 'mycalc.use' },
    response: z.array(Calculation),
  }),
  createCalculation: defineRoute({
    method: 'POST',
    path: '/mycalc',
    summary: 'Save a new constant or calculation',
    tags,
    access: { capability: 'mycalc.use' },
    body: CreateCalculationBody,
    response: Calculation,
    status: 201,
  }),
  deleteCalculation: defineRoute({
    method: 'DELETE',
    path: '/mycalc/:id',
    summary: 'Delete one of your constants or calculations',
    tags,
    access: { capability: 'mycalc.use' },
    params: IdParam,
    response: OkResponse,
  }),
} as const;
