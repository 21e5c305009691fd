import {
  Anchor,
  Button,
  Chip,
  Grid,
  Group,
  NavLink,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ContentKind, contentKindNames, type OldSubproject, type Tag } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { describeError, isApiError } from '../../../platform/api/index.ts';
import { ContentFormModal, DeleteButton } from '../../content/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import {
  type OrderTarget,
  type ProjectPageData,
  useDeleteProject,
  useDeleteSubproject,
  useProjectPage,
  useSaveOrder,
} from '../api/projects.ts';
import { AccessModal } from '../components/AccessModal.tsx';
import { ContentCard } from '../components/ContentCard.tsx';
import { ImpactSummary } from '../components/ImpactSummary.tsx';
import { ProjectFormModal } from '../components/ProjectFormModal.tsx';
import { SortableList } from '../components/SortableList.tsx';
import { SubprojectFormModal } from '../components/SubprojectFormModal.tsx';
import { type ContentFilter, groupContent, isFiltering, noFilter } from '../filters.ts';
import { reorder, sortByOrder } from '../order.ts';

type PageSubproject = ProjectPageData['subprojects'][number];

export default function ProjectPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) {
    return <EmptyState message={t('projects.page.notFound')} />;
  }
  return <ProjectScreen id={id} />;
}

function ProjectScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const page = useProjectPage(id);
  if (page.isPending) return <LoadingState lines={8} />;
  // Another company's project answers 404 like a missing one: the not-found state, not a retryable error.
  if (isApiError(page.error) && page.error.status === 404) {
    return <EmptyState message={t('projects.page.notFound')} />;
  }
  if (page.isError) return <ErrorState error={page.error} onRetry={() => void page.refetch()} />;
  return <ProjectView data={page.data} />;
}

function useOrderSaver(projectId: number) {
  const { t } = useTranslation();
  const save = useSaveOrder(projectId);
  return (target: OrderTarget, items: { id: number; order: number }[], activeId: number, overId: number) => {
    const { changes } = reorder(items, activeId, overId);
    if (changes.length === 0) return;
    save.mutate(
      { target, changes },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('projects.sort.failed'),
            message: describeError(error, t),
          }),
      },
    );
  };
}

function ProjectView({ data }: { data: ProjectPageData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { project } = data;
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const [creatingSub, setCreatingSub] = useState(false);
  const removeProject = useDeleteProject();
  const saveOrder = useOrderSaver(project.id);
  const subprojects = sortByOrder(data.subprojects);
  const selectedId = Number(params.get('sp'));
  const selected = subprojects.find((sub) => sub.id === selectedId) ?? subprojects[0];
  const select = (sub: number) =>
    setParams(
      (current) => {
        current.set('sp', String(sub));
        return current;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title dir="auto" order={1}>
            {project.title}
          </Title>
          <Group gap="xs">
            {project.abilities.update && (
              <>
                <Button size="xs" onClick={() => setCreatingSub(true)}>
                  {t('projects.page.addSubproject')}
                </Button>
                <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                  {t('projects.page.editProject')}
                </Button>
              </>
            )}
            {project.abilities.delete && (
              <DeleteButton
                subject="oldprojects"
                name={project.title}
                label={t('projects.page.deleteProject')}
                details={() => <ImpactSummary model="oldprojects" id={project.id} />}
                onConfirm={() => removeProject.mutateAsync(project.id)}
                onDeleted={() => void navigate('/mypanel', { replace: true })}
              />
            )}
          </Group>
        </Group>
        {project.description && (
          <Text dir="auto" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {project.description}
          </Text>
        )}
      </Stack>

      {subprojects.length === 0 ? (
        <Paper withBorder p="lg">
          <EmptyState
            message={
              project.abilities.update
                ? t('projects.page.noSubprojectsAdmin')
                : t('projects.page.noSubprojects')
            }
          />
        </Paper>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack gap="xs" component="nav" aria-label={t('projects.page.subprojects')}>
              <Title order={2} size="h5">
                {t('projects.page.subprojects')}
              </Title>
              <SortableList
                items={subprojects}
                enabled={project.abilities.update}
                layout="list"
                nameOf={(sub) => sub.title}
                onMove={(activeId, overId) =>
                  saveOrder({ type: 'subprojects' }, subprojects, activeId, overId)
                }
              >
                {(sub, handle) => (
                  <Group gap={2} wrap="nowrap">
                    {handle}
                    <NavLink
                      component="button"
                      type="button"
                      label={sub.title}
                      description={t('projects.page.itemCount', { count: sub.content.length })}
                      active={sub.id === selected?.id}
                      aria-current={sub.id === selected?.id ? 'true' : undefined}
                      onClick={() => select(sub.id)}
                    />
                  </Group>
                )}
              </SortableList>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            {selected && <SubprojectSection key={selected.id} projectId={project.id} subproject={selected} />}
          </Grid.Col>
        </Grid>
      )}

      <ProjectFormModal opened={editing} onClose={() => setEditing(false)} project={project} />
      <SubprojectFormModal
        opened={creatingSub}
        onClose={() => setCreatingSub(false)}
        project={project.id}
        onCreated={select}
      />
    </Stack>
  );
}

function SubprojectSection({ projectId, subproject }: { projectId: number; subproject: PageSubproject }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ContentFilter>(noFilter);
  const [creating, setCreating] = useState<{ kind?: ContentKind } | null>(null);
  const [editing, setEditing] = useState(false);
  const [granting, setGranting] = useState(false);
  const removeSub = useDeleteSubproject();
  const saveOrder = useOrderSaver(projectId);
  const [, setParams] = useSearchParams();

  const kindsPresent = contentKindNames.filter((kind) =>
    subproject.content.some((item) => item.kind === kind),
  );
  const tags = uniqueTags(subproject.content.flatMap((item) => item.tags));
  const groups = groupContent(subproject.content, filter);
  const filtering = isFiltering(filter);
  const plain: OldSubproject = subproject;

  return (
    <Stack gap="md" component="section" aria-labelledby={`sp-${subproject.id}`}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title dir="auto" order={2} id={`sp-${subproject.id}`}>
            {subproject.title}
          </Title>
          {subproject.description && (
            <Text dir="auto" c="dimmed" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {subproject.description}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {subproject.abilities.update && (
            <>
              <Button size="xs" onClick={() => setCreating({})}>
                {t('projects.page.addContent')}
              </Button>
              <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                {t('projects.page.editSubproject')}
              </Button>
              <Button size="xs" variant="light" onClick={() => setGranting(true)}>
                {t('projects.page.access')}
              </Button>
            </>
          )}
          {subproject.abilities.delete && (
            <DeleteButton
              subject="oldsubprojects"
              name={subproject.title}
              label={t('projects.page.deleteSubproject')}
              details={() => <ImpactSummary model="oldsubprojects" id={subproject.id} />}
              onConfirm={() => removeSub.mutateAsync(subproject.id)}
              onDeleted={() =>
                setParams(
                  (current) => {
                    current.delete('sp');
                    return current;
                  },
                  { replace: true },
                )
              }
            />
          )}
        </Group>
      </Group>

      {subproject.content.length > 0 && (
        <Stack gap="xs" role="search" aria-label={t('projects.filter.label')}>
          <Group gap="sm" align="flex-end">
            <TextInput
              label={t('projects.filter.text')}
              placeholder={t('projects.filter.textPlaceholder')}
              value={filter.text}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setFilter((f) => ({ ...f, text }));
              }}
              w={240}
            />
            {tags.length > 0 && (
              <Select
                label={t('projects.filter.tag')}
                placeholder={t('projects.filter.anyTag')}
                data={tags.map((tag) => ({ value: String(tag.id), label: tag.title }))}
                value={filter.tag === null ? null : String(filter.tag)}
                onChange={(value) => setFilter((f) => ({ ...f, tag: value ? Number(value) : null }))}
                clearable
                w={200}
              />
            )}
            {filtering && (
              <Button variant="subtle" size="xs" onClick={() => setFilter(noFilter)}>
                {t('projects.filter.clear')}
              </Button>
            )}
          </Group>
          {kindsPresent.length > 1 && (
            <Chip.Group
              multiple
              value={filter.kinds}
              onChange={(kinds) => setFilter((f) => ({ ...f, kinds: kinds as ContentKind[] }))}
            >
              <Group gap="xs" role="group" aria-label={t('projects.filter.kinds')}>
                {kindsPresent.map((kind) => (
                  <Chip key={kind} value={kind} size="xs">
                    {t(`content.kinds.${kind}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
          {filtering && subproject.abilities.update && (
            <Text size="xs" c="dimmed">
              {t('projects.sort.filterHint')}
            </Text>
          )}
        </Stack>
      )}

      {subproject.content.length === 0 ? (
        <Paper withBorder p="lg">
          <EmptyState
            message={
              subproject.abilities.update ? t('projects.page.noContentAdmin') : t('projects.page.noContent')
            }
          />
        </Paper>
      ) : groups.length === 0 ? (
        <EmptyState message={t('projects.filter.nothing')} />
      ) : (
        groups.map((group) => {
          const all = subproject.content.filter((item) => item.kind === group.kind);
          return (
            <Stack
              key={group.kind}
              gap="xs"
              component="section"
              aria-label={t(`content.kinds.${group.kind}`)}
            >
              <Group justify="space-between">
                <Title order={3} size="h5">
                  {t(`content.kinds.${group.kind}`)} · {group.items.length}
                </Title>
                {subproject.abilities.update && (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => setCreating({ kind: group.kind })}
                  >
                    {t('projects.page.addOfKind', { kind: t(`content.kind.${group.kind}`) })}
                  </Anchor>
                )}
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
                <SortableList
                  items={group.items}
                  enabled={!filtering && group.items.every((item) => item.abilities.update)}
                  layout="grid"
                  nameOf={(item) => item.title}
                  onMove={(activeId, overId) =>
                    saveOrder(
                      { type: 'content', kind: group.kind, subproject: subproject.id },
                      all,
                      activeId,
                      overId,
                    )
                  }
                >
                  {(item, handle) => <ContentCard item={item} handle={handle} />}
                </SortableList>
              </SimpleGrid>
            </Stack>
          );
        })
      )}

      <Text size="xs" c="dimmed">
        <Anchor component={Link} to={`/my_map/${projectId}`} size="xs">
          {t('projects.page.mapView')}
        </Anchor>
      </Text>

      {creating && (
        <ContentFormModal
          mode="create"
          opened
          subproject={subproject.id}
          kind={creating.kind}
          onClose={() => setCreating(null)}
        />
      )}
      <SubprojectFormModal opened={editing} onClose={() => setEditing(false)} subproject={plain} />
      <AccessModal opened={granting} onClose={() => setGranting(false)} subproject={plain} />
    </Stack>
  );
}

function uniqueTags(tags: Tag[]): Tag[] {
  const byId = new Map<number, Tag>();
  for (const tag of tags) byId.set(tag.id, tag);
  return [...byId.values()].sort((a, b) => a.title.localeCompare(b.title));
}
