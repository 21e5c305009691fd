import { Group, NumberInput, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { convert, type Quantity, quantities } from './units.ts';

// Unit symbols are international; only the quantity names are translated.
const symbols: Record<string, string> = {
  m2: 'm²',
  km2: 'km²',
  ft2: 'ft²',
  m3: 'm³',
  dm3: 'dm³',
  ft3: 'ft³',
  yd3: 'yd³',
  galUs: 'US gal',
  deg: '°',
  l: 'L',
};
const symbol = (unit: string) => symbols[unit] ?? unit;

/** Converts between common units of length, area, volume and angle (gon included). */
export default function UnitConverter() {
  const { t, i18n } = useTranslation();
  const [quantity, setQuantity] = useState<Quantity>('length');
  const units = Object.keys(quantities[quantity]);
  const [value, setValue] = useState<number | string>(1);
  const [from, setFrom] = useState('m');
  const [to, setTo] = useState('ft');
  const pick = (next: Quantity) => {
    const list = Object.keys(quantities[next]);
    setQuantity(next);
    setFrom(list[0]!);
    setTo(list[1]!);
  };
  const amount = typeof value === 'number' ? value : Number.parseFloat(value);
  const result = Number.isFinite(amount) ? convert(quantity, amount, from as never, to as never) : null;
  const options = units.map((unit) => ({ value: unit, label: symbol(unit) }));

  return (
    <Stack>
      <SegmentedControl
        aria-label={t('apps.unit.quantity')}
        value={quantity}
        onChange={(next) => pick(next as Quantity)}
        data={(Object.keys(quantities) as Quantity[]).map((q) => ({ value: q, label: t(`apps.unit.${q}`) }))}
      />
      <Group grow align="end">
        <NumberInput label={t('apps.unit.value')} value={value} onChange={setValue} decimalScale={10} />
        <Select
          label={t('apps.unit.from')}
          data={options}
          value={from}
          onChange={(v) => v && setFrom(v)}
          allowDeselect={false}
        />
        <Select
          label={t('apps.unit.to')}
          data={options}
          value={to}
          onChange={(v) => v && setTo(v)}
          allowDeselect={false}
        />
      </Group>
      <Paper withBorder p="md" aria-live="polite">
        <Text size="xl" fw={700} data-testid="unit-result">
          {result === null
            ? '—'
            : `${amount.toLocaleString(i18n.language)} ${symbol(from)} = ${result.toLocaleString(i18n.language, { maximumSignificantDigits: 10 })} ${symbol(to)}`}
        </Text>
      </Paper>
    </Stack>
  );
}
