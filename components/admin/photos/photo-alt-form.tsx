'use client';

import { useTranslations } from '#intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, Field } from '@/components/ui/field';
import { FormRefusal, useApiForm } from '@/components/ui/form/use-api-form';
import { photoUploads } from '@/lib/config';

export type Outcome = { ok: boolean; message: string };

type Props = {
  number: number;
  alt: string;
  onSave: (alt: string) => Promise<Outcome>;
};

/** A photo's alt text: what screen readers say of it and search engines read. */
export function PhotoAltForm({ number, alt, onSave }: Props) {
  const t = useTranslations('admin.products.photos');
  const id = useId();
  const [draft, setDraft] = useState(alt);
  const [saved, setSaved] = useState(alt);
  const [said, setSaid] = useState<string | null>(null);
  // Through useApiForm, as every form: the server checks the text, its refusal sits beside it.
  const { errors, pending, formProps, clearRefusal } = useApiForm(
    async (form: FormData) => {
      const outcome = await onSave(String(form.get('alt') ?? ''));
      if (!outcome.ok) throw new FormRefusal({ fields: { alt: outcome.message } });
      return outcome.message;
    },
    { onSuccess: setSaid },
  );
  // The photo's alt changed on the server (saved here, or in another tab): show it.
  if (alt !== saved) {
    setSaved(alt);
    setDraft(alt);
  }
  const refused = errors.alt;
  return (
    <form {...formProps} className="space-y-2">
      <Field
        id={`${id}-alt`}
        label={t.rich('altFor', {
          number,
          hidden: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
        labelText={t('alt')}
      >
        {/* Described by the save's outcome below, not by an error of the Field's own. */}
        {(ids) => (
          <textarea
            id={ids.id}
            name="alt"
            value={draft}
            rows={2}
            maxLength={photoUploads.altMaxLength}
            placeholder={t('altPlaceholder')}
            onChange={(event) => {
              setDraft(event.target.value);
              setSaid(null);
              if (refused) clearRefusal();
            }}
            onKeyDown={(event) => {
              // Enter saves, as in a one-line field; Shift+Enter still breaks the line.
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
            aria-invalid={Boolean(refused) || undefined}
            aria-describedby={`${id}-outcome`}
            className={`${controlClass} resize-y px-3! py-2! text-sm!`}
          />
        )}
      </Field>
      <div className="flex items-center justify-between gap-3">
        <p
          id={`${id}-outcome`}
          role={refused ? 'alert' : 'status'}
          className={`min-h-5 text-xs ${refused ? 'text-red-700' : 'text-emerald-800'}`}
        >
          {refused ?? said ?? ''}
        </p>
        <Button
          type="submit"
          variant="secondary"
          size="small"
          aria-disabled={pending || undefined}
          className="shrink-0"
        >
          {t.rich(pending ? 'savingAlt' : 'saveAlt', {
            number,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </Button>
      </div>
    </form>
  );
}
