import { Alert, Button, Group, Loader, Menu, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type Dashboard, type DashboardLayout, dashboardColumns, type Widget } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { SortableItems } from '../../favourites/components/SortableItems.tsx';
import { useDashboard } from '../api/dashboard.ts';
import { useResetLayout, useSaveLayout } from '../api/widgets.ts';
import { type Month, monthOf, todayOf } from '../calendar.ts';
import { addableKinds, addWidget, moveWidget, removeWidget, resizeWidget, setZones } from '../layout.ts';
import { WidgetContent } from './WidgetContent.tsx';
import { WidgetFrame } from './WidgetFrame.tsx';

const rowHeight = 190;

/**
 * The widgets in a four-column grid, in reading order. "Arrange" shows each widget's controls: a drag
 * handle (mouse, touch, or space and arrows), move earlier or later, wider, narrower, taller, shorter,
 * remove. Every change is saved to the server at once, so the layout follows the user to any device.
 */
export default function DashboardBoard({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  const [month] = useState(() => monthOf(todayOf()));
  const dashboard = useDashboard(month);
  if (dashboard.isPending) return <Loader role="status" aria-label={t('common.loading')} />;
  if (dashboard.isError) {
    return (
      <Alert color="red" role="alert" title={t('dashboard.failed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describeError(dashboard.error, t)}</Text>
          <Button size="xs" variant="light" onClick={() => dashboard.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <Board dashboard={dashboard.data} month={month} roleId={roleId} />;
}

function Board({ dashboard, month, roleId }: { dashboard: Dashboard; month: Month; roleId: number }) {
  const { t } = useTranslation();
  const [arranging, setArranging] = useState(false);
  const save = useSaveLayout();
  const reset = useResetLayout();
  const layout = dashboard.layout;
  const change = (next: DashboardLayout) =>
    save.mutate(next, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('dashboard.saveFailed'),
          message: describeError(error, t),
        }),
    });
  const addable = addableKinds(layout, roleId);
  const index = (widget: Widget) => layout.widgets.indexOf(widget);
  // A phone shows one column: every widget full width, in the same order.
  const columns = useMediaQuery('(min-width: 62em)', true) ? dashboardColumns : 1;
  const span = (widget: Widget) => ({
    gridColumn: `span ${Math.min(widget.w, columns)}`,
    gridRow: `span ${widget.h}`,
    minWidth: 0,
  });

  return (
    <Stack gap="sm">
      <Group justify="flex-end" gap="xs">
        {arranging && addable.length > 0 && (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button size="xs" variant="light">
                {t('dashboard.addWidget')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {addable.map((kind) => (
                <Menu.Item key={kind} onClick={() => change(addWidget(layout, kind))}>
                  {t(`dashboard.widgets.${kind}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
        {arranging && dashboard.customised && (
          <Button size="xs" variant="subtle" loading={reset.isPending} onClick={() => reset.mutate()}>
            {t('dashboard.reset')}
          </Button>
        )}
        <Button
          size="xs"
          variant={arranging ? 'filled' : 'default'}
          aria-pressed={arranging}
          onClick={() => setArranging((on) => !on)}
        >
          {arranging ? t('dashboard.done') : t('dashboard.arrange')}
        </Button>
      </Group>
      {layout.widgets.length === 0 && (
        <Alert color="gray">
          <Text size="sm">{t('dashboard.empty')}</Text>
        </Alert>
      )}
      <SortableItems
        items={layout.widgets}
        idOf={(w) => w.id}
        nameOf={(w) => t(`dashboard.widgets.${w.kind}`)}
        layout="grid"
        onMove={(from, to) => change(moveWidget(layout, from, to))}
        styleOf={span}
        container={(entries) => (
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gridAutoRows: rowHeight,
              gridAutoFlow: 'row dense',
              gap: 'var(--mantine-spacing-md)',
            }}
          >
            {entries}
          </div>
        )}
      >
        {(widget, handle) => (
          <WidgetFrame
            widget={widget}
            arranging={arranging}
            handle={handle}
            isFirst={index(widget) === 0}
            isLast={index(widget) === layout.widgets.length - 1}
            onMove={(by) => change(moveWidget(layout, index(widget), index(widget) + by))}
            onResize={(dw, dh) => change(resizeWidget(layout, widget.id, dw, dh))}
            onRemove={() => change(removeWidget(layout, widget.id))}
          >
            <WidgetContent
              widget={widget}
              dashboard={dashboard}
              month={month}
              arranging={arranging}
              onZones={(zones) => change(setZones(layout, widget.id, zones))}
            />
          </WidgetFrame>
        )}
      </SortableItems>
    </Stack>
  );
}
