import { Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { BimModel } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';

interface BimModelsPanelProps {
  models: BimModel[];
  shown: number[];
  loading: Record<number, { state: 'loading' | 'ready' | 'error'; percent: number | null }>;
  onShown: (shown: number[]) => void;
}

/** The sub-project's models (architecture, structure, MEP…), each loaded into the scene on demand. */
export function BimModelsPanel({ models, shown, loading, onShown }: BimModelsPanelProps) {
  const { t } = useTranslation();
  const state = (model: BimModel) => {
    if (model.status !== 'ready') return t(`bims.models.status.${model.status}`);
    const load = shown.includes(model.id) ? loading[model.id] : undefined;
    if (load?.state === 'loading') return t('bims.viewer.loadingPercent', { percent: load.percent ?? 0 });
    if (load?.state === 'error') return t('bims.viewer.error');
    return model.schema ?? '';
  };
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('bims.models.title')}
      </Title>
      {models.map((model) => (
        <Group key={model.id} justify="space-between" wrap="nowrap" gap="xs">
          <Checkbox
            size="xs"
            label={model.title}
            disabled={model.status !== 'ready' || (shown.length === 1 && shown[0] === model.id)}
            checked={shown.includes(model.id)}
            onChange={(event) =>
              onShown(
                event.currentTarget.checked ? [...shown, model.id] : shown.filter((id) => id !== model.id),
              )
            }
          />
          <Text size="xs" c="dimmed">
            {state(model)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
