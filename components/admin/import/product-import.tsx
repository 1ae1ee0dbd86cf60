'use client';

import { useTranslations } from '#intl';
import type { createTranslator } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useApiForm, type ApiFormFailure } from '@/components/ui/form/use-api-form';
import type { Messages } from '@/i18n/namespaces';
import { catalogueCsv } from '@/lib/config';
import { ApiClientError } from '@/lib/http/api-client';
import { idleReply, type FormReply } from '@/lib/http/form-reply';
import { callFailure, type StaffCommonT } from '../call-failure';
import { counted } from '../customers/customer-words';
import { FormStatus } from '../form-status';
import {
  applyImport,
  changeCount,
  checkImport,
  importSnapshot,
  type ImportReport,
} from './import-requests';
import { ImportReportView } from './import-report';

const maxMegabytes = Math.round(catalogueCsv.maxImportBytes / (1024 * 1024));

/** What was checked: the form's fields as sent (the file's bytes read), and the report. */
type Checked = { form: FormData; report: ImportReport };

type ImportT = ReturnType<typeof createTranslator<Messages, 'admin.products.import'>>;

function outcomeOf(t: ImportT, report: ImportReport, applying: boolean): FormReply {
  const { create, update } = report.counts;
  const [first, ...more] = report.errors;
  const ok = (message: string): FormReply => ({ status: 'ok', message });
  const refused = (message: string): FormReply => ({ status: 'error', message });
  if (report.applied) return ok(t('imported', { create: String(create), update: String(update) }));
  if (first && applying) {
    // Refused as a whole: a file or product changed since the check, or a value taken since.
    const why = more.length === 0 ? first.message : t('seeProblems');
    return refused(t('nothingImported', { why }));
  }
  if (first) return refused(t('hasProblems', counted(report.errors.length)));
  const count = changeCount(report);
  if (count === 0) return ok(t('nothingToChange'));
  return ok(t('checked', counted(count)));
}

/** A refused call in the staff's words: the server's, beside its fields; ours without a connection. */
const staffFailure =
  (common: StaffCommonT) =>
  (error: unknown): ApiFormFailure => ({
    fields: error instanceof ApiClientError ? error.fields : {},
    message: callFailure(error, common),
  });

/**
 * The CSV import, two forms on the form library (useApiForm): the file or its pasted text
 * is checked first, a dry run that writes nothing and shows every problem and change; the
 * server refuses a missing, empty or too large one beside its field. Only then can the
 * changes be applied, exactly as checked: the same bytes, with the check's fingerprint
 * (the server refuses them if the file or a product changed in between).
 */
export function ProductImport() {
  const t = useTranslations('admin.products.import');
  const common = useTranslations('admin.common');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileLabel, setFileLabel] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const [pasteOpen, setPasteOpen] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [outcome, setOutcome] = useState<FormReply>(idleReply);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const explain = staffFailure(common);

  const settle = (result: Checked, applying: boolean) => {
    setChecked(result);
    setOutcome(outcomeOf(t, result.report, applying));
  };

  const check = useApiForm(
    async (form: FormData) => {
      setOutcome(idleReply);
      const snapshot = await importSnapshot(form);
      return { form: snapshot, report: await checkImport(snapshot) };
    },
    { explain, onSuccess: (result) => settle(result, false) },
  );

  useEffect(() => {
    if (checked) reportHeading.current?.focus();
  }, [checked]);

  // A refusal of the pasted text opens its section, if closed, and the text takes the focus.
  const textError = check.errors.text;
  const fileError = check.errors.file;
  const pasteSection = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const section = pasteSection.current;
    if (!textError || fileError || !section || section.open) return;
    section.open = true;
    section.querySelector('textarea')?.focus();
  }, [textError, fileError]);

  /** A new file or text: the last check and its outcome no longer apply. */
  const changed = () => {
    setChecked(null);
    setOutcome(idleReply);
    check.clearRefusal();
  };

  const chooseFile = (file: File | undefined) => {
    // One source at a time: a file chosen replaces the text pasted.
    setPasted('');
    const size = file ? String(Math.ceil(file.size / 1024)) : '';
    setFileLabel(file ? t('fileSource', { name: file.name, size }) : null);
    changed();
  };

  const paste = (text: string) => {
    // …and text pasted replaces the file chosen.
    if (fileInput.current) fileInput.current.value = '';
    setFileLabel(null);
    setPasted(text);
    changed();
  };

  const source = fileLabel ?? (pasted ? t('pastedText') : null);
  const report = checked?.report;
  const applicable =
    report && !report.applied && report.errors.length === 0 && changeCount(report) > 0;
  return (
    <div className="space-y-8">
      <form {...check.formProps} aria-label={t('file')} className="space-y-5">
        <Field
          id={`${id}-file`}
          label={t('csvFile')}
          hint={t('csvFileHint', { size: String(maxMegabytes) })}
          error={fileError}
        >
          {/* A file picker keeps its own look: the kit's text-box frame does not suit it. */}
          {(ids) => (
            <input
              ref={fileInput}
              id={ids.id}
              name="file"
              type="file"
              accept=".csv,text/csv"
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid || undefined}
              onChange={(event) => chooseFile(event.currentTarget.files?.[0])}
              className="text-ink file:border-ink block w-full text-sm file:mr-4 file:h-11 file:cursor-pointer file:border file:bg-white file:px-4 file:text-xs file:tracking-[0.2em] file:uppercase aria-[invalid=true]:text-red-700"
            />
          )}
        </Field>
        <details
          ref={pasteSection}
          className="text-sm"
          open={pasteOpen}
          onToggle={(event) => setPasteOpen(event.currentTarget.open)}
        >
          <summary className="text-ink cursor-pointer">{t('paste')}</summary>
          <Field id={`${id}-paste`} label={t('csvText')} error={textError} className="mt-3">
            <textarea
              name="text"
              value={pasted}
              rows={8}
              spellCheck={false}
              onChange={(event) => paste(event.target.value)}
              className="resize-y px-3! py-2! font-mono text-xs!"
            />
          </Field>
        </details>
        <FormStatus
          state={check.formError ? { status: 'error', message: check.formError } : outcome}
        />
        <div className="flex flex-wrap items-center gap-4">
          <Button
            type="submit"
            variant="secondary"
            disabled={!source}
            aria-disabled={check.pending || undefined}
          >
            {check.pending ? t('checking') : t('check')}
          </Button>
          {source && <p className="text-ink-soft text-sm">{t('using', { source })}</p>}
        </div>
      </form>
      {checked && report && (
        <section aria-labelledby={`${id}-report`} className="space-y-6">
          <h2
            id={`${id}-report`}
            ref={reportHeading}
            tabIndex={-1}
            className="text-ink text-xs tracking-[0.2em] uppercase outline-none"
          >
            {t(
              report.applied
                ? 'heading.imported'
                : report.dryRun
                  ? 'heading.checked'
                  : 'heading.refused',
            )}
          </h2>
          <ImportReportView report={report} />
          {applicable && report.fingerprint && (
            <ApplyForm
              checked={checked}
              fingerprint={report.fingerprint}
              explain={explain}
              onApplied={(applied) => settle(applied, true)}
            />
          )}
        </section>
      )}
    </div>
  );
}

type ApplyProps = {
  checked: Checked;
  fingerprint: string;
  explain: (error: unknown) => ApiFormFailure;
  onApplied: (result: Checked) => void;
};

/** Step 2, a form of its own: the checked fields sent again, with the check's fingerprint. */
function ApplyForm({ checked, fingerprint, explain, onApplied }: ApplyProps) {
  const t = useTranslations('admin.products.import');
  const apply = useApiForm(
    async () => ({ form: checked.form, report: await applyImport(checked.form, fingerprint) }),
    { explain, onSuccess: onApplied },
  );
  return (
    <form {...apply.formProps}>
      <FormStatus
        state={apply.formError ? { status: 'error', message: apply.formError } : idleReply}
      />
      <Button type="submit" aria-disabled={apply.pending || undefined} className="mt-3">
        {apply.pending ? t('applying') : t('apply', counted(changeCount(checked.report)))}
      </Button>
    </form>
  );
}
