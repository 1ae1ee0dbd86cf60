'use client';

import { useEffect, useRef, useState } from 'react';
import { useShopperSession } from '@/components/account/session-client';
import type { MeasurementKey } from '@/lib/catalogue/client';
import type { LineMeasurements, SavedMeasurements } from '@/lib/ordering/client';
import { emptyDraft, type MeasurementDraft } from './draft-state';

// The draft's checks and conversions load when she opens the form, with its fields.
const loadDraftTools = () => import('./measurement-draft');
type DraftTools = Awaited<ReturnType<typeof loadDraftTools>>;

export type Fitting = ReturnType<typeof useFitting>;

/**
 * The "My measurements" part of a made-to-measure piece's purchase panel: open or not, what
 * is typed (prefilled from a signed-in shopper's profile when first opened), and `take`,
 * which gives the line's measurements, none (the form is closed: a standard size), or
 * false after showing what is wrong.
 */
export function useFitting(kinds: readonly MeasurementKey[]) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<MeasurementDraft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const asked = useRef(false);
  const tools = useRef<DraftTools | null>(null);
  const signedIn = useShopperSession().status === 'authenticated';

  useEffect(() => {
    if (!open || tools.current) return;
    void loadDraftTools().then((loaded) => {
      tools.current = loaded;
    });
  }, [open]);

  // Asked once the form is open and the session is known (it may still be loading when she
  // opens the form); what she typed meanwhile is kept.
  useEffect(() => {
    if (!open || asked.current || !signedIn) return;
    asked.current = true;
    // The API client loads here, for a signed-in shopper who opened the form.
    Promise.all([import('@/lib/http/api-client'), loadDraftTools()])
      .then(async ([{ apiRequest }, { draftFrom, inUnit }]) => {
        const saved = await apiRequest<SavedMeasurements>('GET', '/api/v1/user/measurements');
        if (Object.keys(saved.values).length === 0) return;
        setDraft((current) =>
          Object.keys(current.values).length > 0 ? current : inUnit(draftFrom(saved), saved.unit),
        );
      })
      .catch(() => undefined);
  }, [open, signedIn]);

  const toggle = () => setOpen(!open);

  const change = (next: MeasurementDraft) => {
    setDraft(next);
    setErrors({});
  };

  const take = (): LineMeasurements | undefined | false => {
    if (!open) return undefined;
    // Not loaded yet: the fields, which load with the same code, are not there to fill either.
    if (!tools.current) return false;
    const checked = tools.current.checkDraft(draft, kinds);
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      // The first field to fix takes the focus once its message is drawn.
      requestAnimationFrame(() =>
        document.querySelector<HTMLInputElement>('#my-measurements [aria-invalid="true"]')?.focus(),
      );
    }
    return checked.measurements ?? false;
  };

  return { open, toggle, draft, change, errors, take };
}
