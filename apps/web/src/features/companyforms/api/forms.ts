import {
  type ContentItem,
  contentProperties,
  contentRoutes,
  type FormField,
  type FormSubmissionsQuery,
  formRoutes,
} from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

// Keys start with the model name, so realtime notifications of forms refresh them.
export const formKeys = {
  all: ['forms'] as const,
  offered: ['forms', 'offered'] as const,
  managed: ['forms', 'list', 'managed'] as const,
  item: (id: number) => ['forms', 'item', id] as const,
  submissions: (id: number, query: FormSubmissionsQuery) => ['forms', 'submissions', id, query] as const,
};

export interface FormDefinition {
  published: boolean;
  fields: FormField[];
}

export function formDefinition(item: ContentItem): FormDefinition {
  const parsed = contentProperties.forms.parse(item.properties);
  return { published: parsed.published, fields: parsed.fields };
}

/** GET getcompanyforms: the published forms the user may fill in. */
export function useOfferedForms() {
  return useQuery({
    queryKey: formKeys.offered,
    queryFn: ({ signal }) => callRoute(formRoutes.getcompanyforms, { signal }),
  });
}

/** GET systemforms: every form the user sees, for those who build them. */
export function useManagedForms(enabled: boolean) {
  return useQuery({
    queryKey: formKeys.managed,
    queryFn: ({ signal }) => callRoute(contentRoutes.forms.list, { query: { _limit: -1 }, signal }),
    enabled,
  });
}

export function useForm(id: number) {
  return useQuery({
    queryKey: formKeys.item(id),
    queryFn: ({ signal }) => callRoute(contentRoutes.forms.get, { params: { id }, signal }),
  });
}

export function useSaveForm(item: ContentItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (definition: FormDefinition) =>
      callRoute(contentRoutes.forms.update, {
        params: { id: item.id },
        body: { data: { properties: { ...item.properties, ...definition } } },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(formKeys.item(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: formKeys.all });
    },
  });
}

export function useSubmitForm(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, unknown>) =>
      callRoute(formRoutes.submitForm, { params: { id }, body: { answers } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forms', 'submissions', id] }),
  });
}

export function useSubmissions(id: number, query: FormSubmissionsQuery) {
  return useQuery({
    queryKey: formKeys.submissions(id, query),
    queryFn: ({ signal }) => callRoute(formRoutes.formSubmissions, { params: { id }, query, signal }),
  });
}
