import { ActionIcon, Card, Group, ScrollArea, Text } from '@mantine/core';
import { dashboardColumns, type Widget, widgetMaxRows } from '@spatium/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface WidgetFrameProps {
  widget: Widget;
  arranging: boolean;
  handle: ReactNode;
  isFirst: boolean;
  isLast: boolean;
  onMove: (by: number) => void;
  onResize: (dw: number, dh: number) => void;
  onRemove: () => void;
  children: ReactNode;
}

/** A widget's card: its title, and while arranging the buttons that move, resize and remove it. */
export function WidgetFrame({
  widget,
  arranging,
  handle,
  isFirst,
  isLast,
  onMove,
  onResize,
  onRemove,
  children,
}: WidgetFrameProps) {
  const { t } = useTranslation();
  const title = t(`dashboard.widgets.${widget.kind}`);
  const control = (label: string, symbol: string, onClick: () => void, disabled = false) => (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{symbol}</span>
    </ActionIcon>
  );
  return (
    <Card
      withBorder
      padding="sm"
      h="100%"
      component="section"
      aria-label={title}
      data-widget={widget.kind}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between" gap={4} wrap="nowrap" mb={6}>
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          {arranging && handle}
          <Text component="h2" fw={600} size="sm" truncate>
            {title}
          </Text>
        </Group>
        {arranging && (
          <Group gap={0} wrap="nowrap" role="group" aria-label={title}>
            {control(t('dashboard.moveEarlier', { name: title }), '←', () => onMove(-1), isFirst)}
            {control(t('dashboard.moveLater', { name: title }), '→', () => onMove(1), isLast)}
            {control(t('dashboard.narrower', { name: title }), '−', () => onResize(-1, 0), widget.w <= 1)}
            {control(
              t('dashboard.wider', { name: title }),
              '+',
              () => onResize(1, 0),
              widget.w >= dashboardColumns,
            )}
            {control(t('dashboard.shorter', { name: title }), '▴', () => onResize(0, -1), widget.h <= 1)}
            {control(
              t('dashboard.taller', { name: title }),
              '▾',
              () => onResize(0, 1),
              widget.h >= widgetMaxRows,
            )}
            {control(t('dashboard.remove', { name: title }), '✕', onRemove)}
          </Group>
        )}
      </Group>
      <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
        {children}
      </ScrollArea>
    </Card>
  );
}
