import { Box, Image, Tooltip, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PlanScene {
  id: string;
  title: string;
  plan_position: { x: number; y: number } | null;
}

/**
 * A floor-plan mini-map: the tour's plan with a dot per scene that has a plan position (x, y as
 * fractions of the plan). A simple overlay rather than PSV's plan plugin, which needs Leaflet and GPS.
 */
export function PlanOverlay({
  plan,
  scenes,
  current,
  onSelect,
  width = 220,
}: {
  plan: { url: string; width: number; height: number };
  scenes: PlanScene[];
  current: string | null;
  onSelect: (id: string) => void;
  width?: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const placed = scenes.filter((scene) => scene.plan_position);
  if (placed.length === 0) return null;
  const height = plan.width > 0 ? Math.round((width * plan.height) / plan.width) : width;
  return (
    <Box
      pos="absolute"
      top={8}
      right={8}
      style={{ zIndex: 250, background: 'rgba(0,0,0,0.55)', borderRadius: 6, padding: 4 }}
    >
      <UnstyledButton
        onClick={() => setOpen((value) => !value)}
        c="white"
        fz="xs"
        px={4}
        aria-expanded={open}
      >
        {open ? t('tours.plan.hide') : t('tours.plan.show')}
      </UnstyledButton>
      {open && (
        <Box pos="relative" w={width} h={height} role="group" aria-label={t('tours.plan.label')}>
          <Image src={plan.url} alt="" w={width} h={height} fit="contain" />
          {placed.map((scene) => {
            const position = scene.plan_position as { x: number; y: number };
            const active = scene.id === current;
            return (
              <Tooltip key={scene.id} label={scene.title}>
                <UnstyledButton
                  aria-label={t('tours.plan.goTo', { title: scene.title })}
                  aria-current={active ? 'location' : undefined}
                  onClick={() => onSelect(scene.id)}
                  style={{
                    position: 'absolute',
                    left: `${position.x * 100}%`,
                    top: `${position.y * 100}%`,
                    width: active ? 14 : 10,
                    height: active ? 14 : 10,
                    transform: 'translate(-50%, -50%)',
                    borderRadius: '50%',
                    border: '2px solid white',
                    background: active ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-blue-6)',
                  }}
                />
              </Tooltip>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
