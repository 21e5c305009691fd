import { Button, Group, Input, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Draw with a finger, pen or mouse; the answer is the strokes as a PNG data URL. */
export function SignaturePad({
  label,
  required,
  error,
  value,
  onChange,
}: {
  label: string;
  required: boolean;
  error?: string | undefined;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  // Only the first value is drawn back (a restored draft); later ones came from this canvas.
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn once, on mount
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !canvas.current) return;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.current.width, canvas.current.height);
    if (value) {
      const image = new Image();
      image.onload = () => context.drawImage(image, 0, 0);
      image.src = value;
    }
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * event.currentTarget.width,
      y: ((event.clientY - box.top) / box.height) * event.currentTarget.height,
    };
  };
  const context = () => canvas.current?.getContext('2d') ?? null;

  return (
    <Input.Wrapper label={label} required={required} error={error}>
      <Stack gap={4}>
        <canvas
          ref={canvas}
          width={600}
          height={200}
          role="img"
          aria-label={label}
          style={{
            width: '100%',
            maxWidth: 600,
            border: '1px solid #868e96',
            borderRadius: 4,
            touchAction: 'none',
          }}
          onPointerDown={(event) => {
            drawing.current = true;
            event.currentTarget.setPointerCapture(event.pointerId);
            const c = context();
            const { x, y } = point(event);
            c?.beginPath();
            c?.moveTo(x, y);
          }}
          onPointerMove={(event) => {
            if (!drawing.current) return;
            const c = context();
            if (!c) return;
            const { x, y } = point(event);
            c.lineWidth = 2.5;
            c.lineCap = 'round';
            c.strokeStyle = '#000';
            c.lineTo(x, y);
            c.stroke();
          }}
          onPointerUp={() => {
            drawing.current = false;
            onChange(canvas.current?.toDataURL('image/png') ?? null);
          }}
        />
        <Group>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              const c = context();
              if (c && canvas.current) {
                c.fillStyle = '#fff';
                c.fillRect(0, 0, canvas.current.width, canvas.current.height);
              }
              onChange(null);
            }}
          >
            {t('companyforms.clearSignature')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
