import type { AnalyticsReport, AnalyticsReportQuery } from '@spatium/contracts';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { Database } from '../../platform/database/db.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { findCompany, loadActorScope } from '../companies/index.ts';
import { readableAnalyticsCompanies } from './analytics.policy.ts';
import { presentItem, presentPeriod, reportAsCsv } from './analytics.presenter.ts';
import {
  contentTitles,
  countPerItem,
  countPerPeriod,
  countPerPeriodAndItem,
  type ItemRow,
  type ReportRange,
} from './analytics.repository.ts';

// The report's table shows the most viewed; the CSV has them all.
const reportItemLimit = 100;

/** The reports of page views and time spent, read by admins and company admins. */
export class AnalyticsReportService {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async report(actor: Actor, query: AnalyticsReportQuery): Promise<AnalyticsReport> {
    const range = await this.rangeFor(actor, query);
    const [series, itemRows] = await this.translatingZoneErrors(() =>
      Promise.all([countPerPeriod(this.db, range), countPerItem(this.db, range, reportItemLimit)]),
    );
    const titles = await this.titlesOf(itemRows, range);
    const periods = series.map(presentPeriod);
    return {
      from: query.from,
      to: query.to,
      group: query.group,
      by: query.by,
      tz: query.tz,
      company: query.company ?? null,
      totals: {
        views: periods.reduce((sum, period) => sum + period.views, 0),
        seconds: periods.reduce((sum, period) => sum + period.seconds, 0),
      },
      series: periods,
      items: itemRows.map((row) => presentItem(row, titles)),
    };
  }

  async csv(actor: Actor, query: AnalyticsReportQuery): Promise<string> {
    const range = await this.rangeFor(actor, query);
    const rows = await this.translatingZoneErrors(() => countPerPeriodAndItem(this.db, range));
    return reportAsCsv(rows, await this.titlesOf(rows, range));
  }

  private async rangeFor(actor: Actor, query: AnalyticsReportQuery): Promise<ReportRange> {
    const scope = await loadActorScope(this.db, actor);
    const companyIds = readableAnalyticsCompanies(scope, query.company);
    if (companyIds === 'forbidden') throw forbidden();
    if (companyIds === 'unknown company') throw notFound('This company');
    if (query.company !== undefined && !(await findCompany(this.db, query.company))) {
      throw notFound('This company');
    }
    return { from: query.from, to: query.to, group: query.group, tz: query.tz, by: query.by, companyIds };
  }

  private titlesOf(rows: ItemRow[], range: ReportRange) {
    const named = rows.flatMap((row) =>
      row.kind !== null && row.contentId !== null ? [{ kind: row.kind, contentId: row.contentId }] : [],
    );
    return contentTitles(this.db, named, range.companyIds);
  }

  // The contract checks the zone with the runtime's list; PostgreSQL's may still lack a rare name.
  private async translatingZoneErrors<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const code =
        (error as { code?: string; cause?: { code?: string } }).cause?.code ??
        (error as { code?: string }).code;
      if (code === '22023')
        throw badRequest('The database does not know this time zone', 'analytics.time_zone');
      throw error;
    }
  }
}
