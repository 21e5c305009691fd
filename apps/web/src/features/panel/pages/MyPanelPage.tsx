import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type ContentItem, type ContentKind, contentKindNames, contentRoutes } from '@spatium/contracts';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { callRoute } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/format.ts';
import { contentKeys, KindThumbnail, openPath } from '../../content/index.ts';
import { FavouriteStar } from '../../favourites/index.ts';
import { NewProjectButton, sortByOrder, useProjectTree } from '../../projects/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';

const recentPerKind = 5;
const recentShown = 8;

/** The user's panel: their sub-projects grouped by project, with counts per kind, and recent content. */
export default function MyPanelPage() {
  const { t } = useTranslation();
  const tree = useProjectTree();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{t('projects.panel.title')}</Title>
        {/* With projects, /no_p's create button is out of reach: the panel offers it instead. */}
        <NewProjectButton />
      </Group>
      {tree.isPending && <LoadingState lines={6} />}
      {tree.isError && <ErrorState error={tree.error} onRetry={() => void tree.refetch()} />}
      {/* SPEC §2: /no_p is the place for a user without a project. */}
      {tree.data && tree.data.length === 0 && <Navigate to="/no_p" replace />}
      {tree.data && tree.data.length > 0 && (
        <>
          <RecentContent
            kinds={contentKindNames.filter((kind) =>
              tree.data.some((project) => project.subprojects.some((sub) => sub.counts[kind] > 0)),
            )}
          />
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('projects.panel.projects')}
            </Title>
            {sortByOrder(tree.data).map((project) => (
              <Card
                key={project.id}
                withBorder
                padding="md"
                component="section"
                aria-labelledby={`p-${project.id}`}
              >
                <Stack gap="sm">
                  <Anchor
                    dir="auto"
                    component={Link}
                    to={`/my_p/${project.id}`}
                    fw={700}
                    size="lg"
                    id={`p-${project.id}`}
                  >
                    {project.title}
                  </Anchor>
                  {project.subprojects.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('projects.panel.noSubprojects')}
                    </Text>
                  ) : (
                    <Table>
                      <Table.Tbody>
                        {sortByOrder(project.subprojects).map((sub) => {
                          const kinds = contentKindNames.filter((kind) => sub.counts[kind] > 0);
                          return (
                            <Table.Tr key={sub.id}>
                              <Table.Td w="35%">
                                <Anchor dir="auto" component={Link} to={`/my_p/${project.id}?sp=${sub.id}`}>
                                  {sub.title}
                                </Anchor>
                              </Table.Td>
                              <Table.Td>
                                {kinds.length === 0 ? (
                                  <Text size="sm" c="dimmed">
                                    {t('projects.panel.emptySubproject')}
                                  </Text>
                                ) : (
                                  <Group gap={4}>
                                    {kinds.map((kind) => (
                                      <Badge key={kind} variant="light" size="sm">
                                        {t('projects.panel.count', {
                                          count: sub.counts[kind],
                                          kind: t(`content.kinds.${kind}`),
                                        })}
                                      </Badge>
                                    ))}
                                  </Group>
                                )}
                              </Table.Td>
                            </Table.Tr>
                          );
                        })}
                      </Table.Tbody>
                    </Table>
                  )}
                </Stack>
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** The latest changed items over the kinds the user has, newest first. */
function RecentContent({ kinds }: { kinds: ContentKind[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = { _limit: recentPerKind, _sort: 'updated_at:DESC' };
  const results = useQueries({
    queries: kinds.map((kind) => ({
      queryKey: contentKeys.list(kind, query),
      queryFn: ({ signal }: { signal: AbortSignal }): Promise<ContentItem[]> =>
        callRoute(contentRoutes[kind].list, { query, signal }),
    })),
  });
  const pending = results.some((r) => r.isPending);
  const failed = results.find((r) => r.isError);
  const items = results
    .flatMap((r) => r.data ?? [])
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .slice(0, recentShown);

  return (
    <Stack gap="sm" component="section" aria-labelledby="recent-content">
      <Title order={2} size="h3" id="recent-content">
        {t('projects.panel.recent')}
      </Title>
      {pending && items.length === 0 && <LoadingState lines={3} />}
      {failed && items.length === 0 && (
        <ErrorState error={failed.error} onRetry={() => results.forEach((r) => void r.refetch())} />
      )}
      {!pending && !failed && items.length === 0 && <EmptyState message={t('projects.panel.noRecent')} />}
      {items.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {items.map((item) => (
            <Card key={`${item.kind}-${item.id}`} withBorder padding="xs">
              <Card.Section>
                <KindThumbnail kind={item.kind} thumbnail={item.thumbnail} height={80} />
              </Card.Section>
              <Group gap={2} mt={6} wrap="nowrap" justify="space-between" align="flex-start">
                <Anchor
                  dir="auto"
                  component={Link}
                  to={openPath(item.kind, item.id)}
                  size="sm"
                  fw={600}
                  lineClamp={2}
                >
                  {item.title}
                </Anchor>
                <FavouriteStar kind={item.kind} id={item.id} title={item.title} size="sm" />
              </Group>
              <Text size="xs" c="dimmed">
                {t(`content.kind.${item.kind}`)} · {format.date(item.updated_at)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
