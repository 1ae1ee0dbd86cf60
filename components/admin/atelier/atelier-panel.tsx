import { getTranslations } from 'next-intl/server';
import { Panel } from '@/components/admin/panel';
import { DeskFact } from '@/components/admin/orders/desk-fact';
import { Photo } from '@/components/ui/photo';
import type { FormAction } from '@/components/ui/form/use-action-form';
import { formatDhakaDay } from '@/lib/i18n/dates';
import { staffLocale } from '@/lib/i18n/staff-locale';
import type { AtelierPiece, AtelierStageView } from '@/lib/ordering/admin';
import { SlackTag } from './slack-tag';
import { StageForm } from './stage-form';
import { UndoStageForm } from './undo-stage-form';

type Props = {
  number: string;
  pieces: AtelierPiece[];
  today: string;
  action: FormAction;
  undoAction: FormAction;
};

const day = (date: string) => formatDhakaDay(date, staffLocale, 'weekdayDate');

/** One stage in the piece's list: done (when, by whom, her photo, told) or planned. */
async function StageItem({ stage, piece }: { stage: AtelierStageView; piece: string }) {
  const [t, words] = await Promise.all([
    getTranslations({ locale: staffLocale, namespace: 'admin.atelier.piece' }),
    getTranslations({ locale: staffLocale, namespace: 'vocabulary.atelierStage' }),
  ]);
  const name = words(stage.stage);
  const done = stage.doneOn;
  return (
    <li className="flex gap-3 py-2" data-stage={stage.stage} data-done={done ? 'yes' : 'no'}>
      <span
        aria-hidden
        className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full border ${
          done ? 'border-primary-700 bg-primary-500' : 'border-stone-400 bg-white'
        }`}
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className={done ? 'text-ink' : 'text-ink-soft'}>{name}</p>
        <p className="text-ink-soft text-xs tabular-nums">
          {done
            ? stage.doneBy
              ? t('doneBy', { day: day(done), name: stage.doneBy })
              : t('done', { day: day(done) })
            : t('planned', { day: day(stage.plannedOn) })}
          {stage.announced && ` · ${t('told')}`}
        </p>
        {stage.note && <p className="text-ink-soft mt-1 break-words">{stage.note}</p>}
      </div>
      {stage.photo && (
        <div className="relative h-16 w-16 shrink-0 bg-stone-100">
          <Photo
            src={stage.photo.path}
            alt={t('photoAlt', { stage: name, piece })}
            fill
            sizes="64px"
            className="object-cover"
          />
        </div>
      )}
    </li>
  );
}

/**
 * The order's made-to-measure pieces in the atelier: each one's stages, its expected
 * finish and slack, and the form that marks its next stage done.
 */
export async function AtelierPanel({ number, pieces, today, action, undoAction }: Props) {
  const [t, boardT] = await Promise.all([
    getTranslations({ locale: staffLocale, namespace: 'admin.atelier.piece' }),
    getTranslations({ locale: staffLocale, namespace: 'admin.atelier.board' }),
  ]);
  if (pieces.length === 0) return null;
  return (
    <Panel title={t('title')}>
      <div className="space-y-8" data-testid="atelier-panel">
        {pieces.map((piece) => (
          <section
            key={piece.lineId}
            aria-label={t('label', { piece: piece.name })}
            className="space-y-3"
          >
            <h3 className="text-ink text-base font-light">{piece.name}</h3>
            <dl className="grid grid-cols-2 gap-4">
              <DeskFact term={t('finish')}>
                {piece.expectedFinish ? day(piece.expectedFinish) : '—'}
              </DeskFact>
              <DeskFact term={t('slack')}>
                <SlackTag slack={piece.slack} t={boardT} />
              </DeskFact>
            </dl>
            <ol className="divide-y divide-stone-100">
              {piece.stages.map((stage) => (
                <StageItem key={stage.stage} stage={stage} piece={piece.name} />
              ))}
            </ol>
            {piece.current && (
              <UndoStageForm
                // One per piece, as the stage form: its outcome stays read out after the undo.
                key={`undo-${piece.lineId}`}
                number={number}
                lineId={piece.lineId}
                piece={piece.name}
                stage={piece.current.stage}
                action={undoAction}
              />
            )}
            {piece.next ? (
              <StageForm
                // One form per piece: its outcome stays read out when the next stage comes.
                key={piece.lineId}
                number={number}
                lineId={piece.lineId}
                piece={piece.name}
                stage={piece.next.stage}
                today={today}
                action={action}
              />
            ) : (
              <p className="text-sm text-emerald-800">{t('ready')}</p>
            )}
          </section>
        ))}
      </div>
    </Panel>
  );
}
