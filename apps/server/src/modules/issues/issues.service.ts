import {
  type CreateIssueBody,
  defaultMarkerStyle,
  type Issue,
  type IssueDetail,
  type IssueExportQuery,
  type IssueMessage,
  type IssueMessageBody,
  type IssuesQuery,
  issueMessages,
  type MapIssue,
  type MapIssuesQuery,
  messages,
  parseSort,
  type RoadName,
  type UpdateIssueBody,
} from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/database/db.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { type ActorScope, companyWithFeature, loadActorScope } from '../companies/index.ts';
import {
  claimAttachments,
  deleteFileRows,
  type OpenedFile,
  openStoredFile,
  withPreviews,
} from '../files/index.ts';
import { dropNotificationsAbout } from '../notifications/index.ts';
import { issuesAsBcf } from './issues.bcf.ts';
import { announceIssue, issueAudience, issueChanged, issueDeleted } from './issues.events.ts';
import { issueAbilities } from './issues.policy.ts';
import { issuesAsCsv, presentIssue, presentIssueMessage, presentMapIssue } from './issues.presenter.ts';
import {
  contentIsIn,
  deleteIssueMessage,
  deleteIssueRow,
  findIssueMessage,
  findVisibleIssue,
  findVisibleSubproject,
  type IssueFilter,
  type IssueRow,
  type IssueSortField,
  insertIssue,
  insertIssueMessage,
  issueSortColumns,
  listIssueMessages,
  listIssues,
  listMessagesOfIssues,
  messageFileIds,
  setMessageAttachments,
  touchIssue,
  updateIssueMessage,
  updateIssueRow,
} from './issues.repository.ts';
import type { issues } from './issues.schema.ts';
import type { RoadNames } from './road-names.ts';

type IssueChanges = Partial<typeof issues.$inferInsert>;

/** Who calls, from which site: the site's overrides can switch issues off (SPEC §6). */
export interface IssueCaller {
  actor: Actor;
  domain: string;
}

const defaultColour = '#e8590c';

/** A message's files were not the sender's fresh uploads (or are already sent): upload them again. */
export const attachmentRefused = 'An attached file was not found. Upload it again and send the message.';

/** Issues (defects): the rules of who sees, raises, changes and discusses them. */
export class IssuesService {
  private readonly ctx: ModuleContext;
  private readonly roads: RoadNames;

  constructor(ctx: ModuleContext, roads: RoadNames) {
    this.ctx = ctx;
    this.roads = roads;
  }

  private async enter(caller: IssueCaller): Promise<{ scope: ActorScope; companyId: number }> {
    const scope = await loadActorScope(this.ctx.db, caller.actor);
    const companyId = await companyWithFeature(
      this.ctx.db,
      scope,
      'issues',
      caller.domain,
      issueMessages.disabled,
    );
    return { scope, companyId };
  }

  private async load(scope: ActorScope, companyId: number, id: number): Promise<IssueRow> {
    const row = await findVisibleIssue(this.ctx.db, scope, companyId, id);
    if (!row) throw notFound('The issue');
    return row;
  }

  async list(caller: IssueCaller, query: IssuesQuery): Promise<Issue[]> {
    const { scope, companyId } = await this.enter(caller);
    const rows = await listIssues(this.ctx.db, scope, companyId, filterOf(query), {
      sort: sortOf(query._sort),
      limit: query._limit === -1 ? undefined : query._limit,
      offset: query._start,
    });
    return rows.map((row) => presentIssue(row, scope));
  }

  async exportCsv(caller: IssueCaller, query: IssueExportQuery): Promise<string> {
    const { scope, companyId } = await this.enter(caller);
    const rows = await listIssues(this.ctx.db, scope, companyId, filterOf(query), {
      sort: sortOf(query._sort),
      offset: 0,
    });
    return issuesAsCsv(rows);
  }

  /** The same issues as the list and the CSV, as a BCF 2.1 archive with their message threads. */
  async exportBcf(caller: IssueCaller, query: IssueExportQuery): Promise<Uint8Array> {
    const { scope, companyId } = await this.enter(caller);
    const rows = await listIssues(this.ctx.db, scope, companyId, filterOf(query), {
      sort: sortOf(query._sort),
      offset: 0,
    });
    const comments = await listMessagesOfIssues(
      this.ctx.db,
      rows.map((r) => r.id),
    );
    return issuesAsBcf(rows, comments);
  }

  /** For the project map (issue 11): issues flagged for it that have coordinates. */
  async onMap(caller: IssueCaller, query: MapIssuesQuery): Promise<MapIssue[]> {
    const { scope, companyId } = await this.enter(caller);
    const rows = await listIssues(
      this.ctx.db,
      scope,
      companyId,
      { showInProjectMap: true, oldproject: query.oldproject, oldsubproject: query.oldsubproject },
      { sort: { field: 'id', direction: 'asc' }, offset: 0 },
    );
    return rows.flatMap((row) => presentMapIssue(row) ?? []);
  }

  async get(caller: IssueCaller, id: number): Promise<IssueDetail> {
    const { scope, companyId } = await this.enter(caller);
    const row = await this.load(scope, companyId, id);
    const thread = await listIssueMessages(this.ctx.db, id);
    return {
      ...presentIssue(row, scope),
      messages: thread.map((m) => presentIssueMessage(m, scope.userId, this.ctx.config.jwtSecret)),
    };
  }

  async roadName(caller: IssueCaller, point: { lat: number; lon: number }): Promise<RoadName> {
    await this.enter(caller);
    const found = await this.roads.lookup(point);
    // NVDB being away is not the caller's fault, nor ours: say so in the answer, not as an error.
    if ('unavailable' in found) return { road_name: null, available: false };
    if (!found.found) throw new HttpError(404, issueMessages.noRoadFound, 'issues.no_road');
    return { road_name: found.name, available: true };
  }

  async create(caller: IssueCaller, body: CreateIssueBody): Promise<Issue> {
    const { scope, companyId } = await this.enter(caller);
    if (!(await findVisibleSubproject(this.ctx.db, scope, companyId, body.oldsubproject)))
      throw notFound('The sub-project');
    if (
      body.content &&
      !(await contentIsIn(this.ctx.db, body.content.kind, body.content.id, body.oldsubproject))
    )
      throw notFound('The content');
    // The road name is a help, never a condition: without NVDB the issue is raised without one.
    const roadName = body.coordinates ? await this.roadAt(body.coordinates.lat, body.coordinates.lon) : null;
    let row: IssueRow;
    try {
      const id = await insertIssue(this.ctx.db, {
        companyId,
        oldsubprojectId: body.oldsubproject,
        contentKind: body.content?.kind ?? null,
        contentId: body.content?.id ?? null,
        title: body.title,
        description: body.description,
        severity: body.severity,
        // Sharing at creation is the creator's own created → shared move.
        status: body.share_with_company ? 'shared' : 'created',
        lat: body.coordinates?.lat ?? null,
        lon: body.coordinates?.lon ?? null,
        roadName,
        viewpoint: body.viewpoint ?? null,
        shareWithCompany: body.share_with_company,
        showInProjectMap: body.show_in_project_map,
        shareForMachineLearning: body.share_for_machine_learning,
        lineWidth: body.line_width ?? defaultMarkerStyle.line,
        color: body.color ?? defaultColour,
        createdBy: scope.userId,
      });
      row = await this.load(scope, companyId, id);
    } catch (error) {
      this.ctx.log.error({ err: error }, 'issue creation failed');
      throw new HttpError(500, issueMessages.createFailed, 'issues.create_failed');
    }
    await announceIssue(this.ctx, row, scope.userId);
    return presentIssue(row, scope);
  }

  async update(caller: IssueCaller, id: number, body: UpdateIssueBody): Promise<Issue> {
    const { scope, companyId } = await this.enter(caller);
    const row = await this.load(scope, companyId, id);
    const abilities = issueAbilities(scope, row);
    if (!abilities.update) throw forbidden('Only the issue’s creator or a company admin may change it.');
    const set = changesOf(row, body);
    if (Object.keys(set).length === 0) throw badRequest(messages.noChangesToUpdate, 'no_changes');
    if (set.status !== undefined && !abilities.transitions.includes(set.status))
      throw forbidden(`You may not move this issue from ${row.status} to ${set.status}.`);
    // Status and sharing go together: shared means shared with the company, created means private.
    if (set.status === 'shared') set.shareWithCompany = true;
    if (set.status === 'created') set.shareWithCompany = false;
    if (set.shareWithCompany === false && row.status === 'shared' && set.status === undefined) {
      if (!abilities.transitions.includes('created'))
        throw forbidden('Only the issue’s creator may make it private.');
      set.status = 'created';
    }
    if (set.shareWithCompany === true && row.status === 'created' && set.status === undefined) {
      if (!abilities.transitions.includes('shared')) throw forbidden();
      set.status = 'shared';
    }
    if (set.lat !== undefined) set.roadName = await this.roadAt(set.lat, set.lon ?? null);
    const before = await issueAudience(this.ctx, row);
    let updated: IssueRow;
    try {
      await updateIssueRow(this.ctx.db, id, set);
      updated = await this.load(scope, companyId, id);
    } catch (error) {
      this.ctx.log.error({ err: error }, 'issue update failed');
      throw new HttpError(500, issueMessages.updateFailed, 'issues.update_failed');
    }
    const becameShared = !row.shareWithCompany && updated.shareWithCompany;
    if (becameShared) await announceIssue(this.ctx, updated, scope.userId);
    await issueChanged(this.ctx, updated, {
      actorId: scope.userId,
      statusChanged: updated.status !== row.status && !becameShared,
      before,
    });
    return presentIssue(updated, scope);
  }

  async remove(caller: IssueCaller, id: number): Promise<{ ok: true }> {
    const { scope, companyId } = await this.enter(caller);
    const row = await this.load(scope, companyId, id);
    if (!issueAbilities(scope, row).delete)
      throw forbidden('Only the issue’s creator or a company admin may delete it.');
    const audience = await issueAudience(this.ctx, row);
    let storageKeys: string[];
    try {
      storageKeys = await this.ctx.db.transaction(async (tx) => {
        const fileIds = await messageFileIds(tx, id);
        await deleteIssueRow(tx, id);
        await dropNotificationsAbout(tx, 'issues', [id]);
        return deleteFileRows(tx, fileIds);
      });
    } catch (error) {
      this.ctx.log.error({ err: error }, 'issue deletion failed');
      throw new HttpError(500, issueMessages.deleteFailed, 'issues.delete_failed');
    }
    issueDeleted(this.ctx, id, audience);
    await this.deleteStored(storageKeys);
    return { ok: true };
  }

  /** Anyone who sees an issue may write in its thread (SPEC §4: messages are added or replaced by id). */
  async addMessage(caller: IssueCaller, issueId: number, body: IssueMessageBody): Promise<IssueMessage> {
    const { scope, companyId } = await this.enter(caller);
    const issue = await this.load(scope, companyId, issueId);
    const attachments = body.attachments ?? [];
    const id = await this.ctx.db.transaction(async (tx) => {
      const messageId = await insertIssueMessage(tx, { issueId, authorId: scope.userId, body: body.body });
      await this.attach(tx, companyId, scope.userId, messageId, attachments, []);
      await touchIssue(tx, issueId);
      return messageId;
    });
    const message = await findIssueMessage(this.ctx.db, issueId, id);
    await issueChanged(this.ctx, issue, { actorId: scope.userId, statusChanged: false, before: [] });
    return presentIssueMessage(message!, scope.userId, this.ctx.config.jwtSecret);
  }

  /**
   * Replaces one's own message by id: its text, and its files when `attachments` is given (the files
   * kept are named again, new ones are fresh uploads; the files left out are deleted).
   */
  async replaceMessage(
    caller: IssueCaller,
    issueId: number,
    messageId: number,
    body: IssueMessageBody,
  ): Promise<IssueMessage> {
    const { scope, companyId } = await this.enter(caller);
    const issue = await this.load(scope, companyId, issueId);
    const message = await this.ownMessage(scope, issueId, messageId);
    const current = message.attachments.map((a) => a.id);
    const wanted = body.attachments ?? current;
    if (message.body === body.body && wanted.join(',') === current.join(','))
      throw badRequest(messages.noChangesToUpdate, 'no_changes');
    const storageKeys = await this.ctx.db.transaction(async (tx) => {
      await updateIssueMessage(tx, messageId, body.body);
      const released = await this.attach(tx, companyId, scope.userId, messageId, wanted, current);
      return deleteFileRows(tx, released);
    });
    await this.deleteStored(storageKeys);
    await issueChanged(this.ctx, issue, { actorId: scope.userId, statusChanged: false, before: [] });
    return presentIssueMessage(
      (await findIssueMessage(this.ctx.db, issueId, messageId))!,
      scope.userId,
      this.ctx.config.jwtSecret,
    );
  }

  async deleteMessage(caller: IssueCaller, issueId: number, messageId: number): Promise<{ ok: true }> {
    const { scope, companyId } = await this.enter(caller);
    const issue = await this.load(scope, companyId, issueId);
    await this.ownMessage(scope, issueId, messageId);
    const storageKeys = await this.ctx.db.transaction(async (tx) => {
      const fileIds = await messageFileIds(tx, issueId, [messageId]);
      await deleteIssueMessage(tx, messageId);
      return deleteFileRows(tx, fileIds);
    });
    await this.deleteStored(storageKeys);
    await issueChanged(this.ctx, issue, { actorId: scope.userId, statusChanged: false, before: [] });
    return { ok: true };
  }

  /** A file of an issue's message, for those who may see the issue; 404 for anyone else. */
  async openAttachment(
    caller: IssueCaller,
    ids: { issueId: number; messageId: number; fileId: number },
    rangeHeader: string | undefined,
  ): Promise<OpenedFile> {
    const { scope, companyId } = await this.enter(caller);
    const issue = await findVisibleIssue(this.ctx.db, scope, companyId, ids.issueId);
    const message = issue && (await findIssueMessage(this.ctx.db, ids.issueId, ids.messageId));
    const file = message?.attachments.find((f) => f.id === ids.fileId);
    const opened = file && (await openStoredFile(this.ctx.storage, file, rangeHeader));
    if (!opened) throw notFound('The file');
    return opened;
  }

  /**
   * Gives a message the files `wanted`: those it holds already stay, new ones must be the sender's
   * fresh uploads (claimed here, inside the transaction). Answers the ids it no longer holds.
   */
  private async attach(
    tx: Executor,
    companyId: number,
    userId: number,
    messageId: number,
    wanted: number[],
    current: number[],
  ): Promise<number[]> {
    const fresh = wanted.filter((id) => !current.includes(id));
    const claimed = await claimAttachments(tx, companyId, userId, fresh);
    if (claimed.length !== fresh.length) throw badRequest(attachmentRefused, 'issues.attachment');
    if (wanted.length === 0 && current.length === 0) return [];
    return setMessageAttachments(tx, messageId, wanted);
  }

  /** After commit: the bytes of deleted files and their previews; a failure leaves an orphan, not an error. */
  private async deleteStored(keys: string[]): Promise<void> {
    for (const key of withPreviews(keys))
      await this.ctx.storage.delete(key).catch((error: unknown) => {
        this.ctx.log.warn({ err: error, key }, 'a deleted attachment’s bytes could not be removed');
      });
  }

  /** The road at new coordinates; the old name is dropped when NVDB has none or does not answer. */
  private async roadAt(lat: number | null, lon: number | null): Promise<string | null> {
    if (lat === null || lon === null) return null;
    const found = await this.roads.lookup({ lat, lon });
    return 'found' in found && found.found ? found.name : null;
  }

  private async ownMessage(scope: ActorScope, issueId: number, messageId: number) {
    const message = await findIssueMessage(this.ctx.db, issueId, messageId);
    if (!message) throw notFound('The message');
    if (message.authorId !== scope.userId)
      throw forbidden('You can only change or delete your own messages.');
    return message;
  }
}

function filterOf(query: IssueExportQuery): IssueFilter {
  return {
    status: query.status,
    severity: query.severity,
    oldsubproject: query.oldsubproject,
    contentKind: query.content_kind,
    contentId: query.content_id,
    createdBy: query.created_by,
    showInProjectMap:
      query.show_in_project_map === undefined ? undefined : query.show_in_project_map === 'true',
  };
}

function sortOf(sort: string | undefined): { field: IssueSortField; direction: 'asc' | 'desc' } {
  const parsed = parseSort(sort);
  if (parsed && parsed.field in issueSortColumns)
    return { field: parsed.field as IssueSortField, direction: parsed.direction };
  return { field: 'created_at', direction: 'desc' };
}

/** Only the fields that differ from the row: an update that changes nothing is refused (SPEC §5). */
function changesOf(row: IssueRow, body: UpdateIssueBody): IssueChanges {
  const set: IssueChanges = {};
  if (body.title !== undefined && body.title !== row.title) set.title = body.title;
  if (body.description !== undefined && body.description !== row.description)
    set.description = body.description;
  if (body.severity !== undefined && body.severity !== row.severity) set.severity = body.severity;
  if (body.status !== undefined && body.status !== row.status) set.status = body.status;
  if (body.coordinates !== undefined) {
    const lat = body.coordinates?.lat ?? null;
    const lon = body.coordinates?.lon ?? null;
    if (lat !== row.lat || lon !== row.lon) Object.assign(set, { lat, lon });
  }
  if (body.share_with_company !== undefined && body.share_with_company !== row.shareWithCompany)
    set.shareWithCompany = body.share_with_company;
  if (body.show_in_project_map !== undefined && body.show_in_project_map !== row.showInProjectMap)
    set.showInProjectMap = body.show_in_project_map;
  if (
    body.share_for_machine_learning !== undefined &&
    body.share_for_machine_learning !== row.shareForMachineLearning
  )
    set.shareForMachineLearning = body.share_for_machine_learning;
  if (body.line_width !== undefined && body.line_width !== row.lineWidth) set.lineWidth = body.line_width;
  if (body.color !== undefined && body.color.toLowerCase() !== row.color.toLowerCase())
    set.color = body.color;
  return set;
}
