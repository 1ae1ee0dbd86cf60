'use server';

import { revalidatePath } from 'next/cache';
import { saveSettings, settingsFormSchema } from '@/lib/content/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';
import { localeDigits } from '@/lib/i18n/digits';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { staffTranslator } from '@/lib/i18n/staff-translator';
import { moderateReview, moderationSchema } from '@/lib/reviews/admin';

/** Publishes, hides (with a reason) or answers a review; the piece's page follows. */
export const moderateReviewAction = staffAction(
  'editContent',
  moderationSchema,
  async (moderation, member) => {
    await moderateReview(member, moderation);
    revalidatePath(adminRoutes.reviews());
    return { message: staffTranslator()(`admin.reviews.done.${moderation.decision}`) };
  },
);

/** How many days after delivery the review links go out. */
export const saveReviewDelayAction = staffAction(
  'editContent',
  settingsFormSchema('reviews'),
  async (input, member) => {
    const saved = await saveSettings(member, 'reviews', input as { requestDelayDays: number });
    revalidatePath(adminRoutes.reviews());
    return {
      message: staffTranslator()('admin.reviews.delaySaved', {
        days: saved.requestDelayDays,
        n: localeDigits(String(saved.requestDelayDays), staffLocale),
      }),
    };
  },
);
