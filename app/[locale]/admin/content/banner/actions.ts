'use server';

import { revalidatePath } from 'next/cache';
import {
  createSlide,
  deleteSlide,
  moveSlide,
  updateSlide,
  removeSlidePhoto,
  bannerSlideIdSchema,
  bannerSlideMoveSchema,
  bannerSlideSchema,
  bannerSlideUpdateSchema,
} from '@/lib/content/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';

const done = (message: string) => {
  revalidatePath(adminRoutes.content.banner());
  return { message };
};

export const createSlideAction = staffAction(
  'editContent',
  bannerSlideSchema,
  async (input, member) => {
    await createSlide(member, input);
    return done(
      'Slide added at the end of the banner. Upload its photograph: a slide without one is not shown.',
    );
  },
);

export const updateSlideAction = staffAction(
  'editContent',
  bannerSlideUpdateSchema,
  async ({ id, ...input }, member) => {
    await updateSlide(member, id, input);
    return done('Slide saved. The home page shows it within a few seconds.');
  },
);

export const moveSlideAction = staffAction(
  'editContent',
  bannerSlideMoveSchema,
  async (input, member) => {
    await moveSlide(member, input.id, input.direction);
    return done('Order saved.');
  },
);

export const deleteSlideAction = staffAction(
  'editContent',
  bannerSlideIdSchema,
  async (input, member) => {
    await deleteSlide(member, input.id);
    return done('Slide deleted.');
  },
);

export const removeSlidePhotoAction = staffAction(
  'editContent',
  bannerSlideIdSchema,
  async (input, member) => {
    await removeSlidePhoto(member, input.id);
    return done('Photograph removed: the slide is not shown until it has one.');
  },
);
