import { adminRoutes } from '@spatium/contracts';
import { describe } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { describeCompanyCollectionMatrix } from '../../../test/support/company-collection-matrix.ts';

describe('places', () => {
  const app = useTestApp();
  describeCompanyCollectionMatrix(app, {
    routes: adminRoutes.places,
    createBody: () => ({ title: 'Site office', lat: 59.91, lon: 10.75 }),
    updateBody: { address: 'Karl Johans gate 1' },
    membersMayRead: true,
  });
});
