import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { CreatePlaceBody, UpdatePlaceBody } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../platform/i18n/index.ts';
import { CollectionSection } from '../components/CollectionSection.tsx';

type Draft = { title: string; lat: number | string; lon: number | string; address: string };

// NumberInput hands back '' while empty; the schema then says what is missing.
const toNumber = (value: number | string) => (value === '' ? undefined : Number(value));

export default function PlacesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const coordinate = (value: number) => format.number(value, { maximumFractionDigits: 6 });
  return (
    <CollectionSection
      name="places"
      text="admin.places"
      columns={[
        { key: 'title', label: t('admin.fields.title'), sortValue: (p) => p.title, render: (p) => p.title },
        {
          key: 'address',
          label: t('admin.fields.address'),
          sortValue: (p) => p.address,
          render: (p) => p.address,
        },
        {
          key: 'lat',
          label: t('admin.fields.lat'),
          sortValue: (p) => p.lat,
          render: (p) => coordinate(p.lat),
        },
        {
          key: 'lon',
          label: t('admin.fields.lon'),
          sortValue: (p) => p.lon,
          render: (p) => coordinate(p.lon),
        },
      ]}
      filterText={(p) => `${p.title} ${p.address}`}
      itemTitle={(p) => p.title}
      emptyDraft={(): Draft => ({ title: '', lat: '', lon: '', address: '' })}
      fromItem={(p): Draft => ({ title: p.title, lat: p.lat, lon: p.lon, address: p.address })}
      toBody={(d) => ({ title: d.title, lat: toNumber(d.lat), lon: toNumber(d.lon), address: d.address })}
      createSchema={CreatePlaceBody}
      updateSchema={UpdatePlaceBody}
      renderForm={({ draft, set, errors }) => (
        <>
          <TextInput
            label={t('admin.fields.title')}
            value={draft.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={errors.title}
            required
            data-autofocus
          />
          <SimpleGrid cols={2}>
            <NumberInput
              label={t('admin.fields.lat')}
              value={draft.lat}
              onChange={(value) => set('lat', value)}
              min={-90}
              max={90}
              decimalScale={7}
              error={errors.lat}
              required
            />
            <NumberInput
              label={t('admin.fields.lon')}
              value={draft.lon}
              onChange={(value) => set('lon', value)}
              min={-180}
              max={180}
              decimalScale={7}
              error={errors.lon}
              required
            />
          </SimpleGrid>
          <TextInput
            label={t('admin.fields.address')}
            value={draft.address}
            onChange={(event) => set('address', event.currentTarget.value)}
            error={errors.address}
          />
        </>
      )}
    />
  );
}
