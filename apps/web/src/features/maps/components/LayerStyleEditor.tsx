import { Button, ColorInput, Group, NumberInput, Select, Slider, Stack, Text } from '@mantine/core';
import type { GeojsonData, GeojsonStyle } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// A legend of more values than this is not readable; the rest keep the layer's colour.
const MAX_COLORED_VALUES = 12;
const PALETTE = ['#e8590c', '#1c7ed6', '#37b24d', '#f59f00', '#ae3ec9', '#d6336c', '#15aabf', '#74b816'];

/** The properties the layer's features have, and the distinct values of one of them. */
export function propertyKeys(data: GeojsonData | undefined): string[] {
  const keys = new Set<string>();
  for (const feature of data?.features.slice(0, 1000) ?? [])
    for (const key of Object.keys(feature.properties ?? {})) keys.add(key);
  return [...keys].sort();
}

export function distinctValues(data: GeojsonData | undefined, key: string): string[] {
  const values = new Set<string>();
  for (const feature of data?.features ?? []) {
    const value = feature.properties?.[key];
    if (value !== undefined && value !== null) values.add(String(value));
    if (values.size >= MAX_COLORED_VALUES) break;
  }
  return [...values].sort();
}

export function LayerStyleEditor({
  style,
  data,
  saving,
  onSave,
  onCancel,
}: {
  style: GeojsonStyle;
  data: GeojsonData | undefined;
  saving: boolean;
  onSave: (style: GeojsonStyle) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(style);
  const keys = propertyKeys(data);
  const set = (changes: Partial<GeojsonStyle>) => setDraft({ ...draft, ...changes });
  const colorBy = (key: string | null) =>
    set({
      color_by: key,
      colors: key
        ? Object.fromEntries(distinctValues(data, key).map((v, i) => [v, PALETTE[i % PALETTE.length]!]))
        : {},
    });

  return (
    <Stack gap="xs">
      <ColorInput label={t('maps.style.color')} value={draft.color} onChange={(color) => set({ color })} />
      <NumberInput
        label={t('maps.style.width')}
        min={0}
        max={40}
        value={draft.width}
        onChange={(width) => set({ width: typeof width === 'number' ? width : draft.width })}
      />
      <ColorInput label={t('maps.style.fill')} value={draft.fill} onChange={(fill) => set({ fill })} />
      <Stack gap={2}>
        <Text size="sm" id="fill-opacity-label">
          {t('maps.style.fillOpacity')}
        </Text>
        <Slider
          aria-labelledby="fill-opacity-label"
          min={0}
          max={1}
          step={0.05}
          value={draft.fill_opacity}
          onChange={(fill_opacity) => set({ fill_opacity })}
        />
      </Stack>
      <Select
        label={t('maps.style.colorBy')}
        placeholder={t('maps.style.none')}
        data={keys}
        value={draft.color_by}
        onChange={colorBy}
        clearable
      />
      {draft.color_by &&
        Object.entries(draft.colors).map(([value, color]) => (
          <ColorInput
            key={value}
            size="xs"
            label={value}
            value={color}
            onChange={(next) => set({ colors: { ...draft.colors, [value]: next } })}
          />
        ))}
      <Select
        label={t('maps.style.labelBy')}
        placeholder={t('maps.style.none')}
        data={keys}
        value={draft.label_by}
        onChange={(label_by) => set({ label_by })}
        clearable
      />
      <Group gap="xs">
        <Button size="xs" loading={saving} onClick={() => onSave(draft)}>
          {t('maps.style.save')}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
