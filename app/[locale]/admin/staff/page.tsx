import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Panel } from '@/components/admin/panel';
import { InviteForm } from '@/components/admin/staff/invite-form';
import { MemberActions } from '@/components/admin/staff/member-actions';
import { RevokeInvitation } from '@/components/admin/staff/revoke-invitation';
import {
  adminRoutes,
  listPendingInvitations,
  listStaff,
  requireStaffPage,
} from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import {
  changeRoleAction,
  inviteAction,
  removeStaffAction,
  resetSecondStepAction,
  revokeInvitationAction,
} from './actions';
import { formatDhaka } from '@/lib/i18n/dates';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: staffLocale, namespace: 'admin.staff' });
  return { title: t('title') };
}

type Props = { searchParams: Promise<{ notice?: string | string[] }> };

export default async function StaffPage({ searchParams }: Props) {
  const owner = await requireStaffPage(adminRoutes.staff());
  const removed = (await searchParams).notice === 'removed';
  const [members, invitations, t, words] = await Promise.all([
    listStaff(),
    listPendingInvitations(),
    getTranslations({ locale: staffLocale, namespace: 'admin.staff' }),
    getTranslations({ locale: staffLocale, namespace: 'vocabulary' }),
  ]);
  const actions = {
    changeRole: changeRoleAction,
    remove: removeStaffAction,
    resetSecondStep: resetSecondStepAction,
  };
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      {removed && (
        <p
          role="status"
          className="mb-6 border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {t('removed')}
        </p>
      )}
      <div className="grid items-start gap-6 xl:grid-cols-[1fr_22rem]">
        <Panel title={t('team', { count: members.length })}>
          <ul className="divide-y divide-stone-200">
            {members.map((member) => (
              <li
                key={member.id}
                className="flex flex-col gap-4 py-5 first:pt-0 sm:flex-row sm:justify-between"
              >
                <div>
                  <p className="text-ink font-medium">
                    {member.name || '—'}
                    {member.id === owner.id && (
                      <span className="text-ink-muted font-normal"> {t('you')}</span>
                    )}
                  </p>
                  <p className="text-ink-soft text-sm">
                    {[member.email, member.phone].filter(Boolean).join(' · ')}
                  </p>
                  <p className="text-ink-muted mt-1 text-xs">
                    {words(`staffRole.${member.role}`)} ·{' '}
                    {member.hasAuthenticator ? t('authenticatorSet') : t('noAuthenticator')}
                  </p>
                </div>
                <MemberActions
                  userId={member.id}
                  name={member.name || t('thisMember')}
                  role={member.role}
                  actions={actions}
                />
              </li>
            ))}
          </ul>
        </Panel>
        <div className="space-y-6">
          <Panel title={t('invite')}>
            <InviteForm action={inviteAction} />
          </Panel>
          <Panel title={t('waiting')}>
            {invitations.length === 0 ? (
              <p className="text-ink-soft text-sm">{t('noInvitation')}</p>
            ) : (
              <ul className="divide-y divide-stone-200">
                {invitations.map((invitation) => (
                  <li
                    key={invitation.id}
                    className="flex items-start justify-between gap-4 py-3 text-sm"
                  >
                    <div>
                      <p className="text-ink break-all">{invitation.identifier}</p>
                      <p className="text-ink-muted text-xs">
                        {words(`staffRole.${invitation.role}`)} ·{' '}
                        {t('until', {
                          date: formatDhaka(invitation.expiresAt, staffLocale, 'day'),
                        })}
                      </p>
                    </div>
                    <RevokeInvitation
                      invitationId={invitation.id}
                      identifier={invitation.identifier}
                      action={revokeInvitationAction}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
    </>
  );
}
