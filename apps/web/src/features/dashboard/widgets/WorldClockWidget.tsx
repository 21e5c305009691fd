import { ActionIcon, Group, Select, Stack, Text } from '@mantine/core';
import { worldClockMaxZones } from '@spatium/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZones } from '../api/widgets.ts';

/** "America/Sao_Paulo" as people read it: "Sao Paulo". */
export const cityOf = (zone: string) => (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');

function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Clocks for the zones the user picked from the time zones collection; editable while arranging. */
export function WorldClockWidget({
  zones,
  editing,
  onZones,
}: {
  zones: string[];
  editing: boolean;
  onZones: (zones: string[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const now = useNow(15_000);
  const available = useTimeZones(editing);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const time = (zone: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(now);
  const day = (zone: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'short' }).format(now);
  return (
    <Stack gap={4}>
      {zones.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('dashboard.clockEmpty')}
        </Text>
      )}
      {zones.map((zone) => (
        <Group key={zone} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" truncate title={zone}>
            {cityOf(zone)}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {day(zone)}
            </Text>
            <Text size="sm" fw={600} ff="monospace">
              {time(zone)}
            </Text>
            {editing && (
              <ActionIcon
                size="xs"
                variant="subtle"
                color="gray"
                aria-label={t('dashboard.remove', { name: cityOf(zone) })}
                onClick={() => onZones(zones.filter((z) => z !== zone))}
              >
                <span aria-hidden="true">✕</span>
              </ActionIcon>
            )}
          </Group>
        </Group>
      ))}
      {editing && zones.length < worldClockMaxZones && (
        <Select
          size="xs"
          searchable
          label={t('dashboard.addZone')}
          placeholder={t('dashboard.zonePlaceholder')}
          data={(available.data ?? []).filter((z) => !zones.includes(z.id)).map((z) => z.id)}
          value={null}
          onChange={(zone) => zone && onZones([...zones, zone])}
          nothingFoundMessage={available.isPending ? t('common.loading') : undefined}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Stack>
  );
}
