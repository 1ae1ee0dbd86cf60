import type { staffTranslator } from '@/lib/i18n/staff-translator';

/** What a step up or down among its siblings answers (admin.taxonomy.common). */
export const movedMessage = (t: ReturnType<typeof staffTranslator>, direction: 'up' | 'down') =>
  t(direction === 'up' ? 'admin.taxonomy.common.movedUp' : 'admin.taxonomy.common.movedDown');
