import { useTranslations } from 'next-intl';
import { MarkdownBody } from '@/components/content/markdown-body';
import { FitDialogOnIntent } from './fit-dialog-on-intent';

/** "Size guide": the category's guide (cleaned HTML from the store's content) in a dialog. */
export function SizeGuideButton({ html, category }: { html: string; category: string }) {
  const t = useTranslations('fit');
  return (
    <FitDialogOnIntent label={t('sizeGuide')} title={t('sizeGuideFor', { category })}>
      <div className="overflow-x-auto">
        <MarkdownBody html={html} />
      </div>
    </FitDialogOnIntent>
  );
}
