import {
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { type ContentKind, localeCodes } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { useContentList } from '../api/content.ts';

type Properties = Record<string, unknown>;

interface Props {
  kind: ContentKind;
  value: Properties;
  onChange: (next: Properties) => void;
}

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
const stringList = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/** Inputs for the kind-specific properties people set by hand; the rest is set by the server or a viewer. */
export function PropertiesFields({ kind, value, onChange }: Props) {
  const { t } = useTranslation();
  const set = (key: string, next: unknown) => onChange({ ...value, [key]: next });
  const label = (key: string) => t(`content.properties.${key}`);
  const tours = useContentList('tours', {}, kind === 'grouptours');
  const clouds = useContentList('clouds', {}, kind === 'cloudChildren');

  switch (kind) {
    case 'tours':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={label('locale')}
            data={[...localeCodes]}
            value={typeof value.locale === 'string' ? value.locale : 'en-US'}
            onChange={(locale) => set('locale', locale ?? 'en-US')}
            searchable
            allowDeselect={false}
          />
          <Switch
            mt="xl"
            label={label('public')}
            description={t('content.properties.publicHint')}
            checked={value.public === true}
            onChange={(event) => set('public', event.currentTarget.checked)}
          />
        </SimpleGrid>
      );
    case 'clouds':
      return (
        <Switch
          label={label('public')}
          description={t('content.properties.publicCloudHint')}
          checked={value.public === true}
          onChange={(event) => set('public', event.currentTarget.checked)}
        />
      );
    case 'maps': {
      const center = Array.isArray(value.center) ? value.center : [10.75, 59.91];
      return (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label={label('longitude')}
              min={-180}
              max={180}
              decimalScale={6}
              value={numberOr(center[0], 10.75)}
              onChange={(lon) => set('center', [Number(lon) || 0, numberOr(center[1], 59.91)])}
            />
            <NumberInput
              label={label('latitude')}
              min={-90}
              max={90}
              decimalScale={6}
              value={numberOr(center[1], 59.91)}
              onChange={(lat) => set('center', [numberOr(center[0], 10.75), Number(lat) || 0])}
            />
            <NumberInput
              label={label('zoom')}
              min={0}
              max={22}
              value={numberOr(value.zoom, 12)}
              onChange={(zoom) => set('zoom', Number(zoom) || 0)}
            />
          </SimpleGrid>
          <TagsInput
            label={label('levels')}
            value={stringList(value.levels)}
            onChange={(levels) => set('levels', levels)}
          />
        </Stack>
      );
    }
    case 'floorplans':
      return (
        <TagsInput
          label={label('levels')}
          value={stringList(value.levels)}
          onChange={(levels) => set('levels', levels)}
        />
      );
    case 'cloudChildren':
      return (
        <Select
          label={label('cloud')}
          required
          data={(clouds.data ?? []).map((cloud) => ({ value: String(cloud.id), label: cloud.title }))}
          value={typeof value.cloud === 'number' ? String(value.cloud) : null}
          onChange={(cloud) => set('cloud', cloud ? Number(cloud) : undefined)}
          placeholder={clouds.isPending ? t('common.loading') : undefined}
          searchable
        />
      );
    case 'grouptours':
      return (
        <MultiSelect
          label={label('tours')}
          data={(tours.data ?? []).map((tour) => ({ value: String(tour.id), label: tour.title }))}
          value={stringList(value.tours)}
          onChange={(ids) => set('tours', ids.map(Number))}
          placeholder={tours.isPending ? t('common.loading') : undefined}
          searchable
        />
      );
    case 'bims':
      return (
        <TextInput
          label={label('schema')}
          value={typeof value.schema === 'string' ? value.schema : ''}
          onChange={(event) => set('schema', event.currentTarget.value || null)}
          maxLength={20}
        />
      );
    case 'threeds':
      return (
        <TextInput
          label={label('format')}
          value={typeof value.format === 'string' ? value.format : ''}
          onChange={(event) => set('format', event.currentTarget.value || null)}
          maxLength={20}
        />
      );
    case 'videos360': {
      const offsets = (value.offsets ?? {}) as Record<string, unknown>;
      const setOffset = (axis: string, n: number | string) =>
        set('offsets', { yaw: 0, pitch: 0, roll: 0, ...offsets, [axis]: Number(n) || 0 });
      return (
        <SimpleGrid cols={3}>
          {(['yaw', 'pitch', 'roll'] as const).map((axis) => (
            <NumberInput
              key={axis}
              label={label(axis)}
              value={numberOr(offsets[axis], 0)}
              onChange={(n) => setOffset(axis, n)}
              // The contract's ranges, in degrees (VideoOffsets).
              min={axis === 'pitch' ? -90 : -180}
              max={axis === 'pitch' ? 90 : 180}
              clampBehavior="blur"
              decimalScale={1}
              suffix="°"
            />
          ))}
        </SimpleGrid>
      );
    }
    case 'forms':
      return (
        <Switch
          label={label('system')}
          checked={value.system === true}
          onChange={(event) => set('system', event.currentTarget.checked)}
        />
      );
    default:
      return null;
  }
}
