import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { boardColumns } from '@/components/admin/atelier/board-columns';
import { DataTable } from '@/components/ui/data-table';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { staffLocale } from '@/lib/i18n/staff-locale';
import { readAtelierBoard } from '@/lib/ordering/admin';

const wordsOf = () => getTranslations({ locale: staffLocale, namespace: 'admin.atelier' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await wordsOf())('title') };
}

/** /admin/atelier: every made-to-measure piece in the making, least slack first. */
export default async function AtelierBoardPage() {
  await requireStaffPage(adminRoutes.atelier());
  const [t, boardT, stages, rows] = await Promise.all([
    wordsOf(),
    getTranslations({ locale: staffLocale, namespace: 'admin.atelier.board' }),
    getTranslations({ locale: staffLocale, namespace: 'vocabulary.atelierStage' }),
    readAtelierBoard(),
  ]);
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <DataTable
        caption={boardT('label')}
        columns={boardColumns(boardT, (stage) => stages(stage as Parameters<typeof stages>[0]))}
        rows={rows}
        rowKey={(row) => String(row.lineId)}
        empty={{ title: boardT('empty'), hint: boardT('emptyHint') }}
      />
    </>
  );
}
