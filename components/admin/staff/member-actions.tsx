'use client';

import { useTranslations } from '#intl';
import { Button } from '@/components/ui/button';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { staffRoles, type StaffRole } from '@/lib/identity/client';
import { FormStatus } from '../form-status';
import { Options } from '@/components/ui/form/options';

type Props = {
  userId: number;
  name: string;
  role: StaffRole;
  actions: { changeRole: FormAction; remove: FormAction; resetSecondStep: FormAction };
};

/** A member's role, and the owner's ways to reset their second step or remove them. */
export function MemberActions({ userId, name, role, actions }: Props) {
  const t = useTranslations('admin.staff.member');
  const words = useTranslations('vocabulary');
  const changeRole = useActionForm(actions.changeRole);
  const remove = useActionForm(actions.remove);
  const reset = useActionForm(actions.resetSecondStep);
  return (
    <div className="space-y-3">
      <form {...changeRole.formProps} className="flex items-end gap-2">
        <input type="hidden" name="userId" value={userId} />
        <label className="sr-only" htmlFor={`role-${userId}`}>
          {t('roleOf', { name })}
        </label>
        <select
          id={`role-${userId}`}
          name="role"
          defaultValue={role}
          className="text-ink h-11 border border-stone-300 bg-white px-3 text-sm"
        >
          <Options items={staffRoles} label={(value) => words(`staffRole.${value}`)} />
        </select>
        <Button
          type="submit"
          variant="secondary"
          size="small"
          className="shrink-0 whitespace-nowrap"
          loading={changeRole.pending}
          loadingLabel={t('saving')}
        >
          {t('saveRole')}
        </Button>
      </form>
      <FormStatus state={changeRole.reply} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <form {...reset.formProps}>
          <input type="hidden" name="userId" value={userId} />
          <Button type="submit" variant="quiet" loading={reset.pending}>
            {t('resetSecondStep')}
          </Button>
        </form>
        <details>
          <summary className="cursor-pointer text-sm text-red-800 underline underline-offset-4">
            {t('removeAccess')}
          </summary>
          <form {...remove.formProps} className="mt-3 space-y-2">
            <input type="hidden" name="userId" value={userId} />
            <p className="text-ink-soft text-sm">{t('removeWarning', { name })}</p>
            <Button
              type="submit"
              variant="danger"
              size="small"
              loading={remove.pending}
              loadingLabel={t('removing')}
            >
              {t('remove', { name })}
            </Button>
          </form>
        </details>
      </div>
      <FormStatus state={remove.reply.status !== 'idle' ? remove.reply : reset.reply} />
    </div>
  );
}
