import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SortableListProps<T extends { id: number }> {
  items: T[];
  /** Off: the handles are not shown (no permission, or a filter hides part of the list). */
  enabled: boolean;
  layout: 'list' | 'grid';
  nameOf: (item: T) => string;
  onMove: (activeId: number, overId: number) => void;
  /** Renders one entry; `handle` is the drag handle (null when sorting is off). */
  children: (item: T, handle: ReactNode) => ReactNode;
}

/** A list reordered by drag and drop, with the pointer or the keyboard (space, arrows, space). */
export function SortableList<T extends { id: number }>({
  items,
  enabled,
  layout,
  nameOf,
  onMove,
  children,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    // A small distance keeps clicks on links inside an entry working.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: number | string) => {
    const item = items.find((entry) => entry.id === Number(id));
    return item ? nameOf(item) : '';
  };
  const position = (id: number | string) => items.findIndex((entry) => entry.id === Number(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('projects.sort.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('projects.sort.picked', { name: name(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('projects.sort.over', { name: name(active.id), position: position(over.id) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('projects.sort.dropped', { name: name(active.id), position: position(over.id) })
              : t('projects.sort.cancelled', { name: name(active.id) }),
          onDragCancel: ({ active }) => t('projects.sort.cancelled', { name: name(active.id) }),
        },
      }}
    >
      <SortableContext
        items={items.map((item) => item.id)}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
        disabled={!enabled}
      >
        {items.map((item) => (
          <SortableEntry
            key={item.id}
            id={item.id}
            enabled={enabled}
            label={t('projects.sort.handle', { name: nameOf(item) })}
          >
            {(handle) => children(item, handle)}
          </SortableEntry>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableEntry({
  id,
  enabled,
  label,
  children,
}: {
  id: number;
  enabled: boolean;
  label: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: !enabled });
  const handle = enabled ? (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <span aria-hidden="true">⠿</span>
    </ActionIcon>
  ) : null;
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      {children(handle)}
    </div>
  );
}
