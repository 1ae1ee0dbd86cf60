import { useTranslations } from '#intl';
import { templateFields, type TemplateField } from '@/lib/messaging/client';
import { templateFieldHelp } from '@/lib/content/client';

/** The fields a template may use, each a button that writes it where the cursor is. */
export function FieldChips({ onInsert }: { onInsert: (field: TemplateField) => void }) {
  const t = useTranslations('admin.messages.editor');
  return (
    <div>
      <p className="text-ink-muted mb-2 text-sm">{t('fields')}</p>
      <ul className="flex flex-wrap gap-2">
        {templateFields.map((field) => (
          <li key={field}>
            <button
              type="button"
              onClick={() => onInsert(field)}
              aria-label={t('insert', {
                token: `{{${field}}}`,
                help: templateFieldHelp[field],
              })}
              title={templateFieldHelp[field]}
              className="text-ink hover:border-primary-600 hover:text-primary-800 focus-visible:outline-ink min-h-9 border border-stone-300 bg-stone-50 px-3 font-mono text-xs transition-colors"
            >
              {`{{${field}}}`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
