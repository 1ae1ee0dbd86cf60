import type { ProductInput } from '@/lib/validation';
import type { ProductState } from '../../state/product-state';

/** One product a save writes: its state before (null when new) and what it becomes. */
export type PlannedSave = { before: ProductState | null; input: ProductInput };

/** Per-field messages for each save, in the order of the saves. */
export type SaveErrors = Record<string, string>[];

export const lower = (text: string) => text.trim().toLowerCase();

export const noErrors = (saves: PlannedSave[]): SaveErrors => saves.map(() => ({}));

/** Adds a message unless the field has one already (the first problem is the one to fix). */
export function addError(errors: SaveErrors, index: number, field: string, message: string) {
  errors[index]![field] ??= message;
}
