import { Box, Text, UnstyledButton } from '@mantine/core';
import type { PlanPosition } from '@spatium/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { conePath, viewDirection } from './planGeometry.ts';

interface PlanScene {
  id: string;
  title: string;
  plan_position: z.infer<typeof PlanPosition> | null;
}

/** Where the viewer looks: yaw (radians) and horizontal field of view (degrees, as PSV reports it). */
export interface LookAt {
  yaw: number;
  hFov: number;
}
export type SubscribeLook = (listener: (look: LookAt) => void) => () => void;

/**
 * The floor-plan mini-map: every placed scene as a dot (Enter or a click moves there), the current
 * one highlighted with a view cone that turns as the visitor looks around (when its heading is
 * known). Drawn inside the viewer's own element, so it stays on screen in fullscreen.
 */
export function PlanOverlay({
  plan,
  scenes,
  current,
  subscribeLook,
  onSelect,
}: {
  plan: { url: string; width: number; height: number };
  scenes: PlanScene[];
  current: string | null;
  subscribeLook: SubscribeLook;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const mapId = useId();
  const [open, setOpen] = useState(true);
  const [failed, setFailed] = useState(false);
  const [look, setLook] = useState<LookAt | null>(null);
  useEffect(() => subscribeLook(setLook), [subscribeLook]);
  const placed = scenes.filter((scene) => scene.plan_position);
  if (placed.length === 0) return null;
  const here = placed.find((scene) => scene.id === current);
  const heading = here?.plan_position?.heading;
  const radius = Math.min(plan.width, plan.height) * 0.16;
  return (
    <Box
      pos="absolute"
      top={8}
      right={8}
      // Above a locked scene's quiz (200): the visitor can still walk to another scene.
      style={{ zIndex: 250, background: 'rgba(0,0,0,0.6)', borderRadius: 6, padding: 4 }}
    >
      <UnstyledButton
        onClick={() => setOpen((value) => !value)}
        c="white"
        fz="xs"
        px={4}
        aria-expanded={open}
        aria-controls={mapId}
      >
        {open ? t('tours.plan.hide') : t('tours.plan.show')}
      </UnstyledButton>
      {open && (
        <Box
          id={mapId}
          pos="relative"
          role="group"
          aria-label={t('tours.plan.label')}
          style={{ width: 'min(260px, 40vw)', aspectRatio: `${plan.width} / ${plan.height}` }}
        >
          {failed ? (
            <Text c="white" fz="xs" p={4} role="status">
              {t('tours.plan.loadError')}
            </Text>
          ) : (
            <img
              src={plan.url}
              alt=""
              onError={() => setFailed(true)}
              style={{ display: 'block', width: '100%', height: '100%', borderRadius: 4 }}
            />
          )}
          {here?.plan_position && heading !== null && heading !== undefined && look && (
            <svg
              viewBox={`0 0 ${plan.width} ${plan.height}`}
              aria-hidden="true"
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
            >
              <path
                d={conePath(
                  here.plan_position,
                  plan,
                  viewDirection(heading, look.yaw),
                  (look.hFov * Math.PI) / 180,
                  radius,
                )}
                fill="rgba(253, 126, 20, 0.45)"
                stroke="rgba(253, 126, 20, 0.95)"
                strokeWidth={radius / 40}
              />
            </svg>
          )}
          {placed.map((scene) => {
            const position = scene.plan_position as PlanScene['plan_position'] & object;
            const active = scene.id === current;
            return (
              <UnstyledButton
                key={scene.id}
                aria-label={t('tours.plan.goTo', { title: scene.title })}
                title={scene.title}
                aria-current={active ? 'location' : undefined}
                onClick={() => onSelect(scene.id)}
                style={{
                  position: 'absolute',
                  left: `${position.x * 100}%`,
                  top: `${position.y * 100}%`,
                  width: active ? 16 : 12,
                  height: active ? 16 : 12,
                  transform: 'translate(-50%, -50%)',
                  borderRadius: '50%',
                  border: '2px solid white',
                  boxShadow: '0 0 0 1px rgba(0,0,0,0.5)',
                  background: active ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-blue-6)',
                }}
              />
            );
          })}
        </Box>
      )}
    </Box>
  );
}
