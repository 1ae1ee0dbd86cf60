'use client';

import { useTranslations, type createTranslator } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { Messages } from '@/i18n/namespaces';
import { catalogueCsv } from '@/lib/config';
import { callFailure } from '../call-failure';
import { counted } from '../customers/customer-words';
import { applyImport, changeCount, checkImport, type ImportReport } from './import-requests';
import { ImportReportView } from './import-report';

const maxMegabytes = Math.round(catalogueCsv.maxImportBytes / (1024 * 1024));

/** The CSV to import, and where it came from. */
type Source = { text: string; label: string };

type Notice = { ok: boolean; message: string };

type ImportT = ReturnType<typeof createTranslator<Messages, 'admin.products.import'>>;

function outcomeOf(t: ImportT, report: ImportReport, applying: boolean): Notice {
  const { create, update } = report.counts;
  const [first, ...more] = report.errors;
  if (report.applied) {
    return { ok: true, message: t('imported', { create: String(create), update: String(update) }) };
  }
  if (first && applying) {
    // Refused as a whole: a file or product changed since the check, or a value taken since.
    const why = more.length === 0 ? first.message : t('seeProblems');
    return { ok: false, message: t('nothingImported', { why }) };
  }
  if (first) return { ok: false, message: t('hasProblems', counted(report.errors.length)) };
  const count = changeCount(report);
  if (count === 0) return { ok: true, message: t('nothingToChange') };
  return { ok: true, message: t('checked', counted(count)) };
}

/**
 * The CSV import: a file (or pasted text) is checked first, a dry run that writes nothing
 * and shows every problem and change; only then can the changes be applied, exactly as
 * checked (the server refuses them if the file or a product changed in between).
 */
export function ProductImport() {
  const t = useTranslations('admin.products.import');
  const common = useTranslations('admin.common');
  const id = useId();
  const [source, setSource] = useState<Source | null>(null);
  const [pasted, setPasted] = useState('');
  const [checked, setChecked] = useState<{ text: string; report: ImportReport } | null>(null);
  const [pending, setPending] = useState<'check' | 'apply' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (checked) reportHeading.current?.focus();
  }, [checked]);

  const choose = (next: Source | null, refusal?: string) => {
    setSource(next);
    setChecked(null);
    setNotice(refusal ? { ok: false, message: refusal } : null);
  };

  const readFile = async (file: File | undefined) => {
    // Nothing to check while the file is read: a click now would check the one before.
    choose(null);
    if (!file) return;
    if (file.size > catalogueCsv.maxImportBytes) {
      return choose(null, t('tooLarge', { name: file.name, size: String(maxMegabytes) }));
    }
    const size = String(Math.ceil(file.size / 1024));
    choose({ text: await file.text(), label: t('fileSource', { name: file.name, size }) });
  };

  const run = async (mode: 'check' | 'apply') => {
    if (!source || pending) return;
    const text = mode === 'apply' && checked ? checked.text : source.text;
    setPending(mode);
    setNotice(null);
    try {
      const report =
        mode === 'apply' && checked?.report.fingerprint
          ? await applyImport(text, checked.report.fingerprint)
          : await checkImport(text);
      setChecked({ text, report });
      setNotice(outcomeOf(t, report, mode === 'apply'));
    } catch (error) {
      setNotice({ ok: false, message: callFailure(error, common) });
    } finally {
      setPending(null);
    }
  };

  const report = checked?.report;
  const applicable =
    report && !report.applied && report.errors.length === 0 && changeCount(report) > 0;
  return (
    <div className="space-y-8">
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void run('check');
        }}
      >
        <Field
          id={`${id}-file`}
          label={t('csvFile')}
          hint={t('csvFileHint', { size: String(maxMegabytes) })}
        >
          {/* A file picker keeps its own look: the kit's text-box frame does not suit it. */}
          {(ids) => (
            <input
              id={ids.id}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={ids.describedBy}
              onChange={(event) => void readFile(event.currentTarget.files?.[0])}
              className="text-ink file:border-ink block w-full text-sm file:mr-4 file:h-11 file:cursor-pointer file:border file:bg-white file:px-4 file:text-xs file:tracking-[0.2em] file:uppercase"
            />
          )}
        </Field>
        <details className="text-sm">
          <summary className="text-ink cursor-pointer">{t('paste')}</summary>
          <label htmlFor={`${id}-paste`} className="sr-only">
            {t('csvText')}
          </label>
          <textarea
            id={`${id}-paste`}
            value={pasted}
            rows={8}
            spellCheck={false}
            onChange={(event) => {
              setPasted(event.target.value);
              choose(
                event.target.value.trim()
                  ? { text: event.target.value, label: t('pastedText') }
                  : null,
              );
            }}
            className="text-ink focus:border-ink mt-3 block w-full border border-stone-300 bg-white px-3 py-2 font-mono text-xs outline-none"
          />
        </details>
        <div className="flex flex-wrap items-center gap-4">
          <Button
            type="submit"
            variant="secondary"
            disabled={!source}
            aria-disabled={pending !== null || undefined}
          >
            {pending === 'check' ? t('checking') : t('check')}
          </Button>
          {source && (
            <p className="text-ink-soft text-sm">{t('using', { source: source.label })}</p>
          )}
        </div>
      </form>
      <p
        role={notice?.ok === false ? 'alert' : 'status'}
        className={`min-h-5 text-sm ${notice?.ok === false ? 'text-red-700' : 'text-emerald-800'}`}
      >
        {notice?.message ?? ''}
      </p>
      {report && (
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
          {applicable && (
            <Button onClick={() => void run('apply')} aria-disabled={pending !== null || undefined}>
              {pending === 'apply' ? t('applying') : t('apply', counted(changeCount(report)))}
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
