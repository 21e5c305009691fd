import {
  Anchor,
  Badge,
  Button,
  Center,
  Grid,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ContentItem, ContentKind } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { describeError, isApiError } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/format.ts';
import { ConversionStatus } from '../../clouds/index.ts';
import { FavouriteStar } from '../../favourites/index.ts';
import { useProjectTree } from '../../projects/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { TagEditor } from '../../tags/index.ts';
import { ShareTourButton, TilingProgress } from '../../tours/index.ts';
import { formatBytes } from '../../uploads/index.ts';
import {
  useContentItem,
  useDeleteContent,
  useDuplicateStory,
  useToggleTag,
  useUpdateContent,
} from '../api/content.ts';
import { downloadFile } from '../api/download.ts';
import { ContentFormModal } from '../components/ContentFormModal.tsx';
import { DeleteButton } from '../components/DeleteButton.tsx';
import { KindIcon } from '../components/KindIcon.tsx';
import { KindThumbnail } from '../components/KindThumbnail.tsx';
import { PropertiesView } from '../components/PropertiesView.tsx';
import { contentPath, isContentKind, viewerPath } from '../kinds.ts';

export default function ContentItemPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  if (!isContentKind(params.kind) || !Number.isInteger(id) || id <= 0) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('content.detail.notFoundTitle')}</Title>
        <Text>{t('content.detail.notFound')}</Text>
      </Stack>
    );
  }
  return <ContentItemScreen kind={params.kind} id={id} />;
}

function ContentItemScreen({ kind, id }: { kind: ContentKind; id: number }) {
  const { t } = useTranslation();
  const query = useContentItem(kind, id);
  if (query.isPending) return <LoadingState lines={6} />;
  // Missing and another company's items both answer 404: the not-found state, not a retryable error.
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('content.detail.notFoundTitle')}</Title>
        <Text>{t('content.detail.notFound')}</Text>
      </Stack>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <ContentItemDetail item={query.data} />;
}

function ContentItemDetail({ item }: { item: ContentItem }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const update = useUpdateContent(item.kind);
  const remove = useDeleteContent(item.kind);
  const duplicate = useDuplicateStory();
  const toggleTag = useToggleTag(item);
  const projectPath = `/my_p/${item.oldproject}?sp=${item.subproject}`;
  const viewer = viewerPath(item.kind, item.id);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={projectPath} size="sm">
        ← {t('content.detail.backToProject')}
      </Anchor>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <KindThumbnail kind={item.kind} thumbnail={item.thumbnail} height={140} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <Stack gap="xs">
            <Group gap="xs">
              <Badge variant="light">{t(`content.kind.${item.kind}`)}</Badge>
              <Badge variant="outline" color={item.enabled ? 'green' : 'gray'}>
                {item.enabled ? t('content.detail.enabled') : t('content.detail.disabled')}
              </Badge>
            </Group>
            <Group gap="xs" wrap="nowrap" align="center">
              <Title dir="auto" order={1}>
                {item.title}
              </Title>
              <FavouriteStar kind={item.kind} id={item.id} title={item.title} />
            </Group>
            <TilingProgress item={item} />
            <ConversionStatus item={item} />
            {item.description ? (
              <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {item.description}
              </Text>
            ) : (
              <Text c="dimmed">{t('content.detail.noDescription')}</Text>
            )}
            <Group gap="xs" mt="xs">
              {item.abilities.update && (
                <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                  {t('content.detail.edit')}
                </Button>
              )}
              {viewer && (
                <Button size="xs" component={Link} to={viewer}>
                  {t('tours.openViewer')}
                </Button>
              )}
              {item.kind === 'stories' && item.abilities.update && (
                <Button size="xs" variant="light" component={Link} to={`/stories/${item.id}/edit`}>
                  {t('stories.editor.editChapters')}
                </Button>
              )}
              {item.kind === 'tours' && item.abilities.update && (
                <Button size="xs" variant="light" component={Link} to={`/tours/${item.id}/edit`}>
                  {t('tours.editTour')}
                </Button>
              )}
              {item.kind === 'tours' && item.abilities.update && item.properties.public === true && (
                <ShareTourButton tour={item} />
              )}
              {item.kind === 'stories' && item.abilities.update && (
                <Button
                  size="xs"
                  variant="light"
                  loading={duplicate.isPending}
                  onClick={() =>
                    duplicate.mutate(item.id, {
                      onSuccess: (copy) => {
                        notifications.show({ color: 'green', message: t('content.detail.storyDuplicated') });
                        void navigate(contentPath(copy.kind, copy.id));
                      },
                      onError: (error) =>
                        notifications.show({ color: 'red', message: describeError(error, t) }),
                    })
                  }
                >
                  {t('content.detail.duplicate')}
                </Button>
              )}
              {item.abilities.delete && (
                <DeleteButton
                  subject={item.kind}
                  name={item.title}
                  onConfirm={() => remove.mutateAsync(item.id)}
                  onDeleted={() => void navigate(projectPath, { replace: true })}
                />
              )}
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>

      {item.kind === 'tours' && item.abilities.update && (
        <Paper withBorder p="md">
          <Switch
            label={t('content.detail.tourEnabled')}
            description={t('content.detail.tourEnabledHint')}
            checked={item.enabled}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { id: item.id, data: { enabled: event.currentTarget.checked } },
                {
                  onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
                },
              )
            }
          />
        </Paper>
      )}

      {!viewer && (
        <Paper withBorder p="xl">
          <Center>
            <Stack gap="xs" align="center" maw={460} ta="center">
              <Text c="var(--mantine-color-blue-3)">
                <KindIcon kind={item.kind} size={48} />
              </Text>
              <Title order={2} size="h4">
                {t('content.detail.viewerOnItsWay')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('content.detail.viewerOnItsWayHint')}
              </Text>
            </Stack>
          </Center>
        </Paper>
      )}

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('content.detail.facts')}
        </Title>
        <ItemFacts item={item} />
      </Stack>

      {hasShownProperties(item) && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('content.detail.properties')}
          </Title>
          <PropertiesView properties={item.properties} />
        </Stack>
      )}

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('content.detail.files')}
        </Title>
        {item.files.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('content.detail.noFiles')}
          </Text>
        ) : (
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('content.detail.fileName')}</Table.Th>
                <Table.Th>{t('content.detail.fileType')}</Table.Th>
                <Table.Th>{t('content.detail.fileSize')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {item.files.map((file) => (
                <Table.Tr key={file.id}>
                  <Table.Td dir="auto">
                    <Anchor
                      href={file.url}
                      download={file.name}
                      aria-label={t('content.detail.download', { name: file.name })}
                      onClick={(event) => {
                        event.preventDefault();
                        downloadFile(file).catch((error: unknown) =>
                          notifications.show({
                            color: 'red',
                            title: t('errors.loadFailed'),
                            message: describeError(error, t),
                          }),
                        );
                      }}
                    >
                      {file.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{file.type}</Table.Td>
                  <Table.Td>{formatBytes(file.size, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('content.detail.tags')}
        </Title>
        <TagEditor
          tags={item.tags}
          canEdit={item.abilities.update}
          pending={toggleTag.isPending}
          error={toggleTag.error}
          onToggle={(tag, add) => toggleTag.mutate({ tag, add })}
        />
      </Stack>

      <ContentFormModal mode="edit" item={item} opened={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}

// Tours and tour groups show their scenes and tours in their viewer and builder; a table of them here
// would only say "3 entries".
function hasShownProperties(item: ContentItem): boolean {
  return item.kind !== 'tours' && item.kind !== 'grouptours' && Object.keys(item.properties).length > 0;
}

/** Kind, state, size, where it lives, who made it and when. */
function ItemFacts({ item }: { item: ContentItem }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const tree = useProjectTree();
  const project = tree.data?.find((p) => p.id === item.oldproject);
  const subproject = project?.subprojects.find((s) => s.id === item.subproject);
  const size = item.files.reduce((sum, file) => sum + file.size, 0);
  const rows: [string, React.ReactNode][] = [
    [t('content.detail.kind'), t(`content.kind.${item.kind}`)],
    [t('content.detail.status'), item.enabled ? t('content.detail.enabled') : t('content.detail.disabled')],
    [
      t('content.detail.size'),
      item.files.length === 0 ? t('content.detail.noFiles') : formatBytes(size, i18n.language),
    ],
    [
      t('content.detail.subproject'),
      <Anchor key="sub" component={Link} to={`/my_p/${item.oldproject}?sp=${item.subproject}`} dir="auto">
        {subproject && project ? `${project.title} › ${subproject.title}` : t('content.detail.backToProject')}
      </Anchor>,
    ],
    [
      t('content.detail.created'),
      item.created_by
        ? t('content.detail.createdBy', {
            name: item.created_by.name,
            date: format.dateTime(item.created_at),
          })
        : format.dateTime(item.created_at),
    ],
    [t('content.detail.updated'), format.dateTime(item.updated_at)],
  ];
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={200}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
