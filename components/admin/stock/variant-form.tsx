'use client';

import type { ComponentProps } from 'react';
import { StaffForm } from '../staff-form';

type Props = Omit<ComponentProps<typeof StaffForm>, 'hidden'> & { variantId: number };

/** A staff form about one variant (see StaffForm). */
export function VariantForm({ variantId, ...form }: Props) {
  return <StaffForm {...form} hidden={{ variantId }} />;
}
