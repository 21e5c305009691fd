import { Button, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BimNode } from '../viewer/bimTree.ts';

interface BimToolsPanelProps {
  storeys: BimNode[];
  storey: string | null;
  onStorey: (key: string | null) => void;
  onPlanView: (key: string) => void;
  xray: boolean;
  onXray: (on: boolean) => void;
}

/** Storey filter and plan view, and X-ray. (Section planes are the toolkit's clip planes.) */
export function BimToolsPanel(props: BimToolsPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('bims.storeys.title')}
        </Title>
        {props.storeys.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('bims.storeys.none')}
          </Text>
        ) : (
          <>
            <Select
              size="xs"
              label={t('bims.storeys.filter')}
              placeholder={t('bims.storeys.all')}
              clearable
              data={props.storeys.map((s) => ({ value: s.key, label: s.name || t('bims.viewer.unnamed') }))}
              value={props.storey}
              onChange={props.onStorey}
            />
            <Button
              size="xs"
              variant="light"
              disabled={!props.storey}
              onClick={() => props.storey && props.onPlanView(props.storey)}
            >
              {t('bims.storeys.plan')}
            </Button>
          </>
        )}
      </Stack>
      <Switch
        label={t('bims.xray.label')}
        description={t('bims.xray.hint')}
        checked={props.xray}
        onChange={(event) => props.onXray(event.currentTarget.checked)}
      />
    </Stack>
  );
}
