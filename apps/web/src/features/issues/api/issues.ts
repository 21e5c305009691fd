import {
  type CreateIssueBody,
  type IssueStatus,
  issueRoutes,
  type Severity,
  type UpdateIssueBody,
} from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, callRoute } from '../../../platform/api/index.ts';
import { downloadAttachment } from '../../uploads/index.ts';

// Keys start with the model name, so `newissue` and the `issues` notifications refresh them.
export const issueKeys = {
  all: ['issues'] as const,
  list: (filters: IssueFilters) => ['issues', 'list', filters] as const,
  one: (id: number) => ['issues', 'one', id] as const,
};

export interface IssueFilters {
  status: IssueStatus[];
  severity: Severity[];
  oldsubproject?: number | undefined;
  created_by?: number | undefined;
  sort: string;
}

function queryOf(filters: IssueFilters) {
  return {
    _sort: filters.sort,
    _limit: 500,
    ...(filters.status.length > 0 && { status: filters.status.join(',') }),
    ...(filters.severity.length > 0 && { severity: filters.severity.join(',') }),
    ...(filters.oldsubproject !== undefined && { oldsubproject: filters.oldsubproject }),
    ...(filters.created_by !== undefined && { created_by: filters.created_by }),
  };
}

export function useIssues(filters: IssueFilters) {
  return useQuery({
    queryKey: issueKeys.list(filters),
    queryFn: ({ signal }) => callRoute(issueRoutes.getMyIssues, { query: queryOf(filters), signal }),
  });
}

export function useIssue(id: number) {
  return useQuery({
    queryKey: issueKeys.one(id),
    queryFn: ({ signal }) => callRoute(issueRoutes.getIssue, { params: { id }, signal }),
  });
}

/** The CSV of the filtered list, fetched with the session and handed to the browser as a download. */
export async function downloadIssuesCsv(filters: IssueFilters): Promise<void> {
  const { _limit: _all, ...query } = queryOf(filters);
  const csv = await apiFetch<string>(issueRoutes.exportIssues.path, { query });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'issues.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/** The filtered list as a BCF 2.1 archive (binary), fetched with the session like a message's file. */
export async function downloadIssuesBcf(filters: IssueFilters): Promise<void> {
  const { _limit: _all, ...query } = queryOf(filters);
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  await downloadAttachment({ url: `${issueRoutes.exportIssuesBcf.path}?${search}`, name: 'issues.bcf' });
}

function useIssueMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: issueKeys.all }),
  });
}

export const useCreateIssue = () =>
  useIssueMutation((body: CreateIssueBody) => callRoute(issueRoutes.createIssue, { body }));
export const useUpdateIssue = (id: number) =>
  useIssueMutation((body: UpdateIssueBody) => callRoute(issueRoutes.updateIssue, { params: { id }, body }));
export const useDeleteIssue = () =>
  useIssueMutation((id: number) => callRoute(issueRoutes.deleteIssue, { params: { id } }));
export const useAddIssueMessage = (id: number) =>
  useIssueMutation(({ body, attachments }: { body: string; attachments: number[] }) =>
    callRoute(issueRoutes.addIssueMessage, {
      params: { id },
      body: { body, ...(attachments.length > 0 && { attachments }) },
    }),
  );
export const useReplaceIssueMessage = (id: number) =>
  useIssueMutation(({ messageId, body }: { messageId: number; body: string }) =>
    callRoute(issueRoutes.replaceIssueMessage, { params: { id, messageId }, body: { body } }),
  );
export const useDeleteIssueMessage = (id: number) =>
  useIssueMutation((messageId: number) =>
    callRoute(issueRoutes.deleteIssueMessage, { params: { id, messageId } }),
  );

export function lookUpRoadName(point: { lat: number; lon: number }) {
  return callRoute(issueRoutes.roadName, { query: point });
}
