import { Button, Fieldset, Group, NumberInput, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defaultMarkerStyle } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { type MarkerStyle, useHotspotTemplates, useSaveHotspotTemplate } from '../api/hotspotTemplates.ts';

const bounds = { width: [10, 2000], height: [10, 2000], line: [0, 2000] } as const;

/**
 * An info hotspot's marker style (SPEC §3: width 150, height 100, line 80 by default): typed, or taken
 * from one of the company's hotspot templates, and kept as a new template ('Hotspot style saved').
 */
export function HotspotStyleFields({
  style,
  title,
  company,
  onChange,
}: {
  style: MarkerStyle;
  title: string;
  company: number;
  onChange: (style: MarkerStyle) => void;
}) {
  const { t } = useTranslation();
  const templates = useHotspotTemplates(company);
  const save = useSaveHotspotTemplate(company);
  const summary = ({ width, height, line }: MarkerStyle) =>
    t('admin.hotspots.styleSummary', { width, height, line });

  return (
    <Fieldset legend={t('admin.hotspots.style')} variant="unstyled">
      <Group gap="xs" grow>
        {(['width', 'height', 'line'] as const).map((key) => (
          <NumberInput
            key={key}
            size="xs"
            label={t(`tours.builder.style.${key}`)}
            min={bounds[key][0]}
            max={bounds[key][1]}
            clampBehavior="strict"
            allowDecimal={false}
            value={style[key]}
            onChange={(next) => {
              if (typeof next === 'number') onChange({ ...style, [key]: next });
            }}
          />
        ))}
      </Group>
      <Group gap="xs" mt="xs" align="flex-end" wrap="nowrap">
        <Select
          flex={1}
          size="xs"
          label={t('tours.builder.style.template')}
          placeholder={
            templates.isPending
              ? t('common.loading')
              : templates.data?.length === 0
                ? t('tours.builder.style.noTemplates')
                : undefined
          }
          data={(templates.data ?? []).map((template) => ({
            value: String(template.id),
            label: `${template.title} — ${summary(template.style)}`,
          }))}
          value={null}
          onChange={(id) => {
            const template = templates.data?.find((entry) => String(entry.id) === id);
            if (template) {
              const { width, height, line } = template.style;
              onChange({ width, height, line });
            }
          }}
          searchable
        />
        <Button
          size="xs"
          variant="subtle"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { title: title.trim() || summary(style), style },
              {
                onSuccess: () => notifications.show({ color: 'green', message: t('admin.hotspots.saved') }),
                onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
              },
            )
          }
        >
          {t('tours.builder.style.saveTemplate')}
        </Button>
      </Group>
      {templates.isError && (
        <Text size="xs" c="red" role="alert">
          {describeError(templates.error, t)}
        </Text>
      )}
      <Button
        size="compact-xs"
        variant="subtle"
        mt={4}
        disabled={
          style.width === defaultMarkerStyle.width &&
          style.height === defaultMarkerStyle.height &&
          style.line === defaultMarkerStyle.line
        }
        onClick={() => onChange({ ...defaultMarkerStyle })}
      >
        {t('tours.builder.style.reset')}
      </Button>
    </Fieldset>
  );
}
