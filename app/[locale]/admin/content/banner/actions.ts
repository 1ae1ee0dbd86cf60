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
import { staffTranslator } from '@/lib/i18n/staff-translator';

type Answer = Parameters<ReturnType<typeof staffTranslator>>[0];

/** The banner's page drawn again, and the action's answer said in the staff's language. */
const done = (answer: Answer) => {
  revalidatePath(adminRoutes.content.banner());
  return { message: staffTranslator()(answer) };
};

export const createSlideAction = staffAction(
  'editContent',
  bannerSlideSchema,
  async (input, member) => {
    await createSlide(member, input);
    return done('admin.content.slide.added');
  },
);

export const updateSlideAction = staffAction(
  'editContent',
  bannerSlideUpdateSchema,
  async ({ id, ...input }, member) => {
    await updateSlide(member, id, input);
    return done('admin.content.slide.saved');
  },
);

export const moveSlideAction = staffAction(
  'editContent',
  bannerSlideMoveSchema,
  async (input, member) => {
    await moveSlide(member, input.id, input.direction);
    return done('admin.content.slide.moved');
  },
);

export const deleteSlideAction = staffAction(
  'editContent',
  bannerSlideIdSchema,
  async (input, member) => {
    await deleteSlide(member, input.id);
    return done('admin.content.slide.deleted');
  },
);

export const removeSlidePhotoAction = staffAction(
  'editContent',
  bannerSlideIdSchema,
  async (input, member) => {
    await removeSlidePhoto(member, input.id);
    return done('admin.content.slidePhoto.removed');
  },
);
