import {
  Button,
  Checkbox,
  FileInput,
  Group,
  Image,
  Input,
  NumberInput,
  Select,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { FormAnswerError, FormField } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { SignaturePad } from './SignaturePad.tsx';

/** A photo shrunk to at most 1280 px as JPEG, so a phone's 10 MB picture travels as ~200 KB. */
async function shrinkPhoto(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 1280 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.8);
}

/** The input of one question, by its type. */
export function AnswerInput({
  field,
  value,
  error,
  onChange,
}: {
  field: FormField;
  value: unknown;
  error: FormAnswerError | undefined;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation();
  const common = {
    label: field.label || field.name,
    required: field.required,
    error: error ? t(`companyforms.errors.${error}`, { min: field.min, max: field.max }) : undefined,
  };
  switch (field.type) {
    case 'text':
      return (
        <TextInput
          {...common}
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : null)}
          decimalScale={6}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={field.options}
          value={(value as string) ?? null}
          onChange={(v) => onChange(v)}
          placeholder={t('companyforms.choose')}
        />
      );
    case 'checkbox':
      return (
        <Checkbox {...common} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />
      );
    case 'photo':
      return (
        <Input.Wrapper {...common}>
          <FileInput
            accept="image/*"
            capture="environment"
            aria-label={common.label}
            placeholder={t('companyforms.takePhoto')}
            onChange={(file) => (file ? void shrinkPhoto(file).then(onChange) : onChange(null))}
          />
          {typeof value === 'string' && <Image src={value} alt="" mah={160} w="auto" mt={4} />}
        </Input.Wrapper>
      );
    case 'location': {
      const point = value as { lat: number; lon: number; accuracy?: number } | null;
      return (
        <Input.Wrapper {...common}>
          <Group>
            <Button
              size="xs"
              variant="light"
              onClick={() =>
                navigator.geolocation.getCurrentPosition(
                  (position) =>
                    onChange({
                      lat: position.coords.latitude,
                      lon: position.coords.longitude,
                      accuracy: position.coords.accuracy,
                    }),
                  () => onChange(null),
                  { enableHighAccuracy: true, timeout: 15_000 },
                )
              }
            >
              {t('companyforms.useMyPosition')}
            </Button>
            {point && (
              <Text size="sm" data-testid={`location-${field.name}`}>
                {point.lat.toFixed(6)}, {point.lon.toFixed(6)}
              </Text>
            )}
          </Group>
        </Input.Wrapper>
      );
    }
    case 'signature':
      return (
        <SignaturePad
          label={common.label}
          required={common.required}
          error={common.error}
          value={(value as string) ?? null}
          onChange={onChange}
        />
      );
  }
}
