import { Badge, ColorSwatch, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describePlaced, type PlacedItem } from '../viewer/annotationFilters.ts';
import { importanceLook } from '../viewer/annotationMarkers.ts';

/**
 * The details of a point of interest or an annotation. Drawn inside the viewer's element
 * (`container`) so that it also shows in fullscreen, where anything outside that element is hidden.
 */
export function AnnotationDetails({
  placed,
  container,
  onClose,
}: {
  placed: PlacedItem | null;
  container: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const colour = !placed
    ? undefined
    : placed.kind === 'point'
      ? importanceLook[placed.item.importance].colour
      : (placed.category?.color ?? 'gray');
  return (
    <Modal
      opened={placed !== null}
      onClose={onClose}
      title={placed?.item.title}
      centered
      portalProps={container ? { target: container } : undefined}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {placed && (
        <Stack gap="sm">
          <Group gap={6}>
            <ColorSwatch
              size={14}
              radius={placed.kind === 'point' ? 'xl' : 'xs'}
              color={colour ?? 'gray'}
              aria-hidden
            />
            <Badge variant="light" color="gray" tt="none">
              {describePlaced(placed, t)}
            </Badge>
          </Group>
          {placed.item.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {placed.item.description}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
