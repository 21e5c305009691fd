// Every module's tables, in one place for Drizzle and drizzle-kit.
export * from '../../modules/analytics/analytics.schema.ts';
export * from '../../modules/auth/auth.schema.ts';
export * from '../../modules/companies/companies.schema.ts';
export * from '../../modules/settings/settings.schema.ts';
export * from '../../modules/users/users.schema.ts';
