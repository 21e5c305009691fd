import { Badge, CloseButton } from '@mantine/core';
import type { Tag } from '@spatium/contracts';

export function TagBadge({
  tag,
  onRemove,
  removeLabel,
}: {
  tag: Tag;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  return (
    <Badge
      color={tag.color}
      // Filled with autoContrast: a tag's own colour as text on its light tint is often unreadable (WCAG AA).
      variant="filled"
      autoContrast
      rightSection={
        onRemove ? <CloseButton size="xs" onClick={onRemove} aria-label={removeLabel} /> : undefined
      }
    >
      {tag.title}
    </Badge>
  );
}
