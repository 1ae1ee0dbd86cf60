import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { requireStaffPage } from '@/lib/staff/guard';
import { staffOverview } from '@/lib/staff/overview';
import { roleLabels, roleMay } from '@/lib/staff/roles';

export const metadata: Metadata = { title: 'Overview' };

const number = new Intl.NumberFormat('en-IN');

function Figure({ label, value, href }: { label: string; value: number; href?: string }) {
  const body = (
    <>
      <span className="text-ink-soft block text-xs tracking-[0.2em] uppercase">{label}</span>
      <span className="text-ink mt-3 block text-3xl font-light tabular-nums">
        {number.format(value)}
      </span>
    </>
  );
  const box = 'block border border-stone-200 bg-white p-5';
  return href ? (
    <Link href={href} className={`${box} hover:border-primary-600 transition-colors`}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

export default async function AdminHome() {
  const member = await requireStaffPage('viewAdmin', '/admin');
  const overview = await staffOverview();
  const owner = roleMay(member.role, 'manageStaff');
  return (
    <>
      <AdminPageHeader
        title={`Welcome${member.name ? `, ${member.name.split(' ')[0]}` : ''}`}
        description={`You are signed in as ${roleLabels[member.role].toLowerCase()}.`}
      />
      <section aria-labelledby="catalogue-figures">
        <h2
          id="catalogue-figures"
          className="text-ink-soft mb-3 text-xs tracking-[0.2em] uppercase"
        >
          Catalogue
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure label="Published" value={overview.products.published} />
          <Figure label="Drafts" value={overview.products.draft} />
          <Figure label="Archived" value={overview.products.archived} />
        </div>
      </section>
      {owner && (
        <section aria-labelledby="team-figures" className="mt-10">
          <h2 id="team-figures" className="text-ink-soft mb-3 text-xs tracking-[0.2em] uppercase">
            Team
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure label="Staff" value={overview.staff} href="/admin/staff" />
            <Figure label="Changes in 24 h" value={overview.changesToday} href="/admin/audit" />
          </div>
        </section>
      )}
    </>
  );
}
