'use client';

import { useTranslations } from '#intl';
import { useEffect, useState } from 'react';
import { SelectField, TextField } from '@/components/account/form-field';
import { pathaoWeight } from '@/lib/fulfilment/client';
import { apiRequest, ApiClientError } from '@/lib/http/api-client';
import { Options } from '@/components/ui/form/options';

type Place = { id: number; name: string };

type Loaded = { places: Place[]; error: string | null; loading: boolean };

type Answer = { path: string; places: Place[]; error: string | null };

const base = '/api/v1/admin/couriers/pathao';

/** A list from the desk's Pathao routes, loaded when `path` is known; empty without one. */
function usePlaces(path: string | null, key: 'cities' | 'zones' | 'areas'): Loaded {
  const t = useTranslations('admin.orders.pathao');
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!path) return;
    let current = true;
    apiRequest<Record<string, Place[]>>('GET', path)
      .then((body) => current && setAnswer({ path, places: body[key] ?? [], error: null }))
      .catch((error: unknown) => {
        const message = error instanceof ApiClientError ? error.message : t('loadFailed');
        if (current) setAnswer({ path, places: [], error: message });
      });
    return () => {
      current = false;
    };
  }, [path, key, t]);
  // An answer counts only for the list asked for now (the city or zone may have changed).
  const fresh = path !== null && answer?.path === path;
  return {
    places: fresh ? answer.places : [],
    error: fresh ? answer.error : null,
    loading: path !== null && !fresh,
  };
}

const placeId = (place: Place) => place.id;
const placeName = (place: Place) => place.name;

const hintOf = (loaded: Loaded, loading: string, waiting: string) =>
  loaded.error ?? (loaded.loading ? loading : waiting);

/** Pathao's own geography for the parcel, city → zone → area, and its weight. */
export function PathaoPlaceFields({ errors }: { errors: Record<string, string> }) {
  const t = useTranslations('admin.orders.pathao');
  const common = useTranslations('admin.common');
  const [cityId, setCityId] = useState('');
  const [zoneId, setZoneId] = useState('');
  const cities = usePlaces(`${base}/cities`, 'cities');
  const zones = usePlaces(cityId ? `${base}/cities/${cityId}/zones` : null, 'zones');
  const areas = usePlaces(zoneId ? `${base}/zones/${zoneId}/areas` : null, 'areas');

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        name="cityId"
        label={t('city')}
        value={cityId}
        onChange={(event) => {
          setCityId(event.target.value);
          setZoneId('');
        }}
        error={errors.cityId}
        hint={hintOf(cities, common('loading'), '') || undefined}
      >
        <Options items={cities.places} value={placeId} label={placeName} none={t('chooseCity')} />
      </SelectField>
      <SelectField
        name="zoneId"
        label={t('zone')}
        value={zoneId}
        onChange={(event) => setZoneId(event.target.value)}
        disabled={!cityId || zones.loading}
        error={errors.zoneId}
        hint={hintOf(zones, common('loading'), cityId ? '' : t('cityFirst')) || undefined}
      >
        <Options items={zones.places} value={placeId} label={placeName} none={t('chooseZone')} />
      </SelectField>
      <SelectField
        name="areaId"
        label={t('area')}
        defaultValue=""
        key={zoneId}
        disabled={!zoneId || areas.loading}
        error={errors.areaId}
        hint={hintOf(areas, common('loading'), zoneId ? '' : t('zoneFirst')) || undefined}
      >
        <Options items={areas.places} value={placeId} label={placeName} none={t('anyArea')} />
      </SelectField>
      <TextField
        name="itemWeight"
        label={t('weight')}
        defaultValue={pathaoWeight.default}
        hint={t('weightHint', { min: String(pathaoWeight.min), max: String(pathaoWeight.max) })}
        error={errors.itemWeight}
        inputMode="decimal"
        autoComplete="off"
      />
    </div>
  );
}
