import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type Issue,
  type IssueContentKind,
  type Severity,
  severities,
  type Viewpoint,
} from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useContentItem } from '../../content/index.ts';
import { useProjectTree } from '../../projects/index.ts';
import { lookUpRoadName, useCreateIssue } from '../api/issues.ts';
import { severityKey } from './IssueBadges.tsx';

/** Where in a viewer an issue is raised: the item on screen and the view, which the issue keeps. */
export interface IssueOrigin {
  content: { kind: IssueContentKind; id: number };
  title: string;
  viewpoint: Viewpoint | null;
}

/**
 * Raise an issue on a sub-project the user may see; coordinates are optional and name the road. From a
 * viewer (`origin`), the issue sits on the item shown, in its sub-project, with the viewer's view.
 */
export function CreateIssueModal({
  opened,
  onClose,
  origin,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  origin?: IssueOrigin;
  onCreated?: (issue: Issue) => void;
}) {
  const { t } = useTranslation();
  const tree = useProjectTree(opened);
  const create = useCreateIssue();
  const item = useContentItem(origin?.content.kind ?? 'tours', origin?.content.id ?? 0, Boolean(origin));
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [severity, setSeverity] = useState<Severity>('medium');
  const [chosenSubproject, setSubproject] = useState<string | null>(null);
  const subproject = origin ? (item.data ? String(item.data.subproject) : null) : chosenSubproject;
  const [share, setShare] = useState(true);
  const [onMap, setOnMap] = useState(false);
  const [lat, setLat] = useState<number | string>('');
  const [lon, setLon] = useState<number | string>('');
  const [road, setRoad] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);

  const subprojects = (tree.data ?? []).flatMap((project) =>
    project.subprojects.map((s) => ({ value: String(s.id), label: `${project.title} / ${s.title}` })),
  );
  const point = typeof lat === 'number' && typeof lon === 'number' ? { lat, lon } : undefined;

  const findRoad = async () => {
    if (!point) return;
    try {
      const answer = await lookUpRoadName(point);
      setRoad(answer.available ? answer.road_name : t('issues.roadUnavailable'));
    } catch (error) {
      setRoad(describeError(error, t));
    }
  };

  const submit = () => {
    if (title.trim() === '') return setTitleError(t('serverMessages.titleRequired'));
    if (!subproject) return;
    create.mutate(
      {
        title,
        description,
        severity,
        oldsubproject: Number(subproject),
        share_with_company: share,
        show_in_project_map: onMap,
        share_for_machine_learning: false,
        ...(point && { coordinates: point }),
        ...(origin && { content: origin.content, ...(origin.viewpoint && { viewpoint: origin.viewpoint }) }),
      },
      {
        onSuccess: (issue) => {
          setTitle('');
          setDescription('');
          onCreated?.(issue);
          onClose();
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('issues.createFailed'),
            message: describeError(error, t),
          }),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('issues.new')}>
      <Stack>
        <TextInput
          label={t('issues.field.title')}
          required
          value={title}
          error={titleError}
          onChange={(e) => {
            setTitle(e.currentTarget.value);
            setTitleError(null);
          }}
        />
        <Textarea
          label={t('issues.field.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Select
          label={t('issues.field.severity')}
          data={severities.map((s) => ({ value: s, label: t(severityKey(s)) }))}
          value={severity}
          onChange={(value) => value && setSeverity(value as Severity)}
          allowDeselect={false}
        />
        {origin ? (
          <Text size="sm" c="dimmed">
            {t('issues.raise.from', { title: origin.title })}
          </Text>
        ) : (
          <Select
            label={t('issues.field.subproject')}
            required
            searchable
            data={subprojects}
            value={subproject}
            onChange={setSubproject}
          />
        )}
        <Group grow align="end">
          <NumberInput
            label={t('issues.field.lat')}
            value={lat}
            onChange={setLat}
            min={-90}
            max={90}
            decimalScale={6}
          />
          <NumberInput
            label={t('issues.field.lon')}
            value={lon}
            onChange={setLon}
            min={-180}
            max={180}
            decimalScale={6}
          />
          <Button variant="default" onClick={findRoad} disabled={!point}>
            {t('issues.findRoad')}
          </Button>
        </Group>
        {road && (
          <Text size="sm" aria-live="polite">
            {t('issues.field.road')}: {road}
          </Text>
        )}
        <Checkbox
          label={t('issues.field.share')}
          checked={share}
          onChange={(e) => setShare(e.currentTarget.checked)}
        />
        <Checkbox
          label={t('issues.field.onMap')}
          checked={onMap}
          onChange={(e) => setOnMap(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending} disabled={!subproject}>
            {t('issues.new')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
