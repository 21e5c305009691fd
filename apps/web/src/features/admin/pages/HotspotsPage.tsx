import {
  ColorInput,
  ColorSwatch,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { CreateHotspotBody, defaultMarkerStyle, importances, UpdateHotspotBody } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { CollectionSection } from '../components/CollectionSection.tsx';

const types = ['info', 'link', 'poi'] as const;
type Draft = {
  title: string;
  description: string;
  type: (typeof types)[number];
  importance: (typeof importances)[number];
  width: number | string;
  height: number | string;
  line: number | string;
  color: string;
  icon: string;
};

const toNumber = (value: number | string) => (value === '' ? undefined : Number(value));

export default function HotspotsPage() {
  const { t } = useTranslation();
  return (
    <CollectionSection
      name="hotspots"
      text="admin.hotspots"
      savedMessage={t('admin.hotspots.saved')}
      columns={[
        { key: 'title', label: t('admin.fields.title'), sortValue: (h) => h.title, render: (h) => h.title },
        {
          key: 'type',
          label: t('admin.hotspots.type'),
          sortValue: (h) => h.type,
          render: (h) => t(`admin.hotspots.types.${h.type}`),
        },
        {
          key: 'importance',
          label: t('admin.hotspots.importance'),
          sortValue: (h) => importances.indexOf(h.importance),
          render: (h) => t(`admin.hotspots.importances.${h.importance}`),
        },
        {
          key: 'style',
          label: t('admin.hotspots.style'),
          render: (h) => (
            <Group gap="xs" wrap="nowrap">
              <ColorSwatch color={h.style.color} size={14} aria-hidden="true" />
              <Text size="sm">
                {t('admin.hotspots.styleSummary', {
                  width: h.style.width,
                  height: h.style.height,
                  line: h.style.line,
                })}
              </Text>
            </Group>
          ),
        },
      ]}
      filterText={(h) => `${h.title} ${h.description}`}
      itemTitle={(h) => h.title}
      emptyDraft={(): Draft => ({
        title: '',
        description: '',
        type: 'info',
        importance: 'medium',
        // SPEC §3/§9: default marker style width 150, height 100, line 80.
        ...defaultMarkerStyle,
        color: '#fab005',
        icon: 'info',
      })}
      fromItem={(h): Draft => ({
        title: h.title,
        description: h.description,
        type: h.type,
        importance: h.importance,
        ...h.style,
      })}
      toBody={(d) => ({
        title: d.title,
        description: d.description,
        type: d.type,
        importance: d.importance,
        style: {
          width: toNumber(d.width),
          height: toNumber(d.height),
          line: toNumber(d.line),
          color: d.color,
          icon: d.icon,
        },
      })}
      createSchema={CreateHotspotBody}
      updateSchema={UpdateHotspotBody}
      renderForm={({ draft, set, errors }) => (
        <>
          <TextInput
            label={t('admin.fields.title')}
            value={draft.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={errors.title}
            required
            data-autofocus
          />
          <Textarea
            label={t('admin.fields.description')}
            value={draft.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            error={errors.description}
            autosize
            minRows={2}
          />
          <SimpleGrid cols={2}>
            <Select
              label={t('admin.hotspots.type')}
              data={types.map((type) => ({ value: type, label: t(`admin.hotspots.types.${type}`) }))}
              value={draft.type}
              onChange={(value) => value && set('type', value as Draft['type'])}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={t('admin.hotspots.importance')}
              data={importances.map((i) => ({ value: i, label: t(`admin.hotspots.importances.${i}`) }))}
              value={draft.importance}
              onChange={(value) => value && set('importance', value as Draft['importance'])}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <SimpleGrid cols={3}>
            <NumberInput
              label={t('admin.hotspots.width')}
              value={draft.width}
              onChange={(v) => set('width', v)}
              min={10}
              max={2000}
              allowDecimal={false}
              error={errors.style}
            />
            <NumberInput
              label={t('admin.hotspots.height')}
              value={draft.height}
              onChange={(v) => set('height', v)}
              min={10}
              max={2000}
              allowDecimal={false}
            />
            <NumberInput
              label={t('admin.hotspots.line')}
              value={draft.line}
              onChange={(v) => set('line', v)}
              min={0}
              max={2000}
              allowDecimal={false}
            />
          </SimpleGrid>
          <SimpleGrid cols={2}>
            <ColorInput
              label={t('admin.fields.color')}
              value={draft.color}
              onChange={(color) => set('color', color)}
              format="hex"
            />
            <TextInput
              label={t('admin.hotspots.icon')}
              value={draft.icon}
              onChange={(event) => set('icon', event.currentTarget.value)}
            />
          </SimpleGrid>
        </>
      )}
    />
  );
}
