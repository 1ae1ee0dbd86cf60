'use client';

import { useEffect, useState } from 'react';
import { SelectField, TextField } from '@/components/account/form-field';
import { pathaoWeight } from '@/lib/fulfilment/client';
import { apiRequest, ApiClientError } from '@/lib/http/api-client';

type Place = { id: number; name: string };

type Loaded = { places: Place[]; error: string | null; loading: boolean };

type Answer = { path: string; places: Place[]; error: string | null };

const base = '/api/v1/admin/couriers/pathao';

/** A list from the desk's Pathao routes, loaded when `path` is known; empty without one. */
function usePlaces(path: string | null, key: 'cities' | 'zones' | 'areas'): Loaded {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!path) return;
    let current = true;
    apiRequest<Record<string, Place[]>>('GET', path)
      .then((body) => current && setAnswer({ path, places: body[key] ?? [], error: null }))
      .catch((error: unknown) => {
        const message =
          error instanceof ApiClientError ? error.message : 'Could not load the list.';
        if (current) setAnswer({ path, places: [], error: message });
      });
    return () => {
      current = false;
    };
  }, [path, key]);
  // An answer counts only for the list asked for now (the city or zone may have changed).
  const fresh = path !== null && answer?.path === path;
  return {
    places: fresh ? answer.places : [],
    error: fresh ? answer.error : null,
    loading: path !== null && !fresh,
  };
}

const hintOf = (loaded: Loaded, waiting: string) =>
  loaded.error ?? (loaded.loading ? 'Loading…' : waiting);

/** A list's choices after its empty first one (`none`, which says what choosing nothing means). */
function PlaceOptions({ none, places }: { none: string; places: Place[] }) {
  return (
    <>
      <option value="">{none}</option>
      {places.map((place) => (
        <option key={place.id} value={place.id}>
          {place.name}
        </option>
      ))}
    </>
  );
}

/** Pathao's own geography for the parcel, city → zone → area, and its weight. */
export function PathaoPlaceFields({ errors }: { errors: Record<string, string> }) {
  const [cityId, setCityId] = useState('');
  const [zoneId, setZoneId] = useState('');
  const cities = usePlaces(`${base}/cities`, 'cities');
  const zones = usePlaces(cityId ? `${base}/cities/${cityId}/zones` : null, 'zones');
  const areas = usePlaces(zoneId ? `${base}/zones/${zoneId}/areas` : null, 'areas');

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        name="cityId"
        label="Pathao city"
        value={cityId}
        onChange={(event) => {
          setCityId(event.target.value);
          setZoneId('');
        }}
        error={errors.cityId}
        hint={cities.error ?? (cities.loading ? 'Loading…' : undefined)}
      >
        <PlaceOptions none="Choose the city" places={cities.places} />
      </SelectField>
      <SelectField
        name="zoneId"
        label="Zone"
        value={zoneId}
        onChange={(event) => setZoneId(event.target.value)}
        disabled={!cityId || zones.loading}
        error={errors.zoneId}
        hint={hintOf(zones, cityId ? '' : 'Choose the city first.') || undefined}
      >
        <PlaceOptions none="Choose the zone" places={zones.places} />
      </SelectField>
      <SelectField
        name="areaId"
        label="Area (optional)"
        defaultValue=""
        key={zoneId}
        disabled={!zoneId || areas.loading}
        error={errors.areaId}
        hint={hintOf(areas, zoneId ? '' : 'Choose the zone first.') || undefined}
      >
        <PlaceOptions none="Let Pathao place it from the address" places={areas.places} />
      </SelectField>
      <TextField
        name="itemWeight"
        label="Weight (kg)"
        defaultValue={pathaoWeight.default}
        hint={`From ${pathaoWeight.min} to ${pathaoWeight.max} kg.`}
        error={errors.itemWeight}
        inputMode="decimal"
        autoComplete="off"
      />
    </div>
  );
}
