import { z } from 'zod';
import { banglaDescription, description, direction, id, names } from './taxonomy';

// The staff's occasion forms (app/[locale]/admin/occasions): each field's message is shown
// beside it. An occasion's slug is made once from its English name and never edited: the
// menus and shared links lead to /occasion/{slug}.

const occasionId = id('That occasion does not exist.');

/** The categories it gathers (each with everything beneath it): a checkbox group. */
const categoryIds = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(id('Choose categories from the list.'))
    .min(1, 'Choose at least one category for it to gather.')
    .max(200, 'Choose at most 200 categories.')
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
);

const fields = { ...names, description, descriptionBn: banglaDescription, categoryIds };

export const createOccasionSchema = z.object(fields);
export type CreateOccasionInput = z.infer<typeof createOccasionSchema>;

export const updateOccasionSchema = z.object({ occasionId, ...fields });
export type UpdateOccasionInput = z.infer<typeof updateOccasionSchema>;

export const moveOccasionSchema = z.object({ occasionId, direction });

export const deleteOccasionSchema = z.object({ occasionId });
