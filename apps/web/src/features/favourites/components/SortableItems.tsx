import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
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
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SortableItemsProps<T> {
  items: T[];
  idOf: (item: T) => string;
  nameOf: (item: T) => string;
  layout: 'list' | 'grid';
  /** The item at `from` goes to `to` (indexes in `items`). */
  onMove: (from: number, to: number) => void;
  /** Extra style of an entry's wrapper, e.g. its span in a grid. */
  styleOf?: (item: T) => CSSProperties;
  /**
   * The element around the entries (a list or a grid). It sits inside the drag context, whose
   * live region then stays outside it, so a list holds list items only.
   */
  container: (entries: ReactNode) => ReactNode;
  /** `li` inside a list container. */
  entryAs?: 'li' | 'div';
  children: (item: T, handle: ReactNode) => ReactNode;
}

/**
 * Items reordered by drag and drop: with a mouse, a finger (after a short press, so the page still
 * scrolls) or the keyboard (space, arrows, space on the handle).
 */
export function SortableItems<T>({
  items,
  idOf,
  nameOf,
  layout,
  onMove,
  styleOf,
  container,
  entryAs = 'div',
  children,
}: SortableItemsProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const name = (id: string | number) => {
    const item = items[ids.indexOf(String(id))];
    return item === undefined ? '' : nameOf(item);
  };
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
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
        items={ids}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
      >
        {container(
          items.map((item) => (
            <SortableEntry
              key={idOf(item)}
              id={idOf(item)}
              label={t('projects.sort.handle', { name: nameOf(item) })}
              style={styleOf?.(item)}
              as={entryAs}
            >
              {(handle) => children(item, handle)}
            </SortableEntry>
          )),
        )}
      </SortableContext>
    </DndContext>
  );
}

function SortableEntry({
  id,
  label,
  style,
  as: Element,
  children,
}: {
  id: string;
  label: string;
  style: CSSProperties | undefined;
  as: 'li' | 'div';
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = (
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
  );
  return (
    <Element
      ref={setNodeRef}
      style={{
        ...style,
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      {children(handle)}
    </Element>
  );
}
