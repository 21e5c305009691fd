import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';

interface Props<T> {
  title: string;
  description?: string;
  /** The main action beside the title (e.g. "New tag"). */
  action?: ReactNode;
  /** Controls above the data (filters). */
  toolbar?: ReactNode;
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'error' | 'refetch'>;
  isEmpty: (data: T) => boolean;
  emptyMessage: string;
  /** The call to action of the empty state. */
  emptyAction?: { label: string; onClick: () => void };
  children: (data: T) => ReactNode;
}

/** One admin screen: heading, then loading (skeleton), error (with retry), empty (with a call to action) or data. */
export function SectionFrame<T>(props: Props<T>) {
  const { title, description, action, toolbar, query, isEmpty, emptyMessage, emptyAction, children } = props;
  let body: ReactNode;
  if (query.isPending) body = <LoadingState lines={5} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data === undefined || isEmpty(query.data))
    body = (
      <Stack gap="sm" align="flex-start">
        <EmptyState message={emptyMessage} />
        {emptyAction && (
          <Button variant="light" onClick={emptyAction.onClick}>
            {emptyAction.label}
          </Button>
        )}
      </Stack>
    );
  else body = children(query.data);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{title}</Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </div>
        {action}
      </Group>
      {toolbar}
      {body}
    </Stack>
  );
}
