import { ThemeIcon } from '@mantine/core';
import type { ToolManifest } from '@spatium/contracts';

// Plain glyphs keep the marketplace free of an icon library; the tool's name is the label.
const glyphs: Record<ToolManifest['icon'], string> = { ruler: '⟷', globe: '⊕', terrain: '◭', qrcode: '▦' };

export function ToolIcon({ icon }: { icon: string }) {
  return (
    <ThemeIcon size="xl" radius="md" variant="light" aria-hidden>
      <span style={{ fontSize: 22 }}>{glyphs[icon as ToolManifest['icon']] ?? '•'}</span>
    </ThemeIcon>
  );
}
