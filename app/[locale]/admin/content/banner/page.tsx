import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { dhakaDateTime } from '@/components/admin/content/dhaka-time';
import { SlideControls } from '@/components/admin/content/slide-controls';
import { emptySlide, SlideForm } from '@/components/admin/content/slide-form';
import { SlidePhoto } from '@/components/admin/content/slide-photo';
import { Panel } from '@/components/admin/panel';
import { isLive, listBannerSlides, type BannerSlideRow } from '@/lib/content/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import {
  createSlideAction,
  deleteSlideAction,
  moveSlideAction,
  removeSlidePhotoAction,
  updateSlideAction,
} from './actions';
import { staffLocale } from '@/lib/i18n/staff-locale';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.content.banner' });

type SlideT = Awaited<ReturnType<typeof slideWords>>;
const slideWords = () => getTranslations({ locale: staffLocale, namespace: 'admin.content.slide' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('title') };
}

/** Where a slide stands now, in words: shown, waiting for its start, over, or switched off. */
function standing(t: SlideT, slide: BannerSlideRow, now: Date): string {
  if (!slide.active) return t('standing.off');
  if (!slide.image && !slide.imagePhone) return t('standing.noPhoto');
  if (isLive(slide, now)) {
    return slide.endsAt
      ? t('standing.shownUntil', { when: dhakaDateTime(slide.endsAt) })
      : t('standing.shown');
  }
  if (slide.startsAt && slide.startsAt > now) {
    return t('standing.from', { when: dhakaDateTime(slide.startsAt) });
  }
  return t('standing.ended');
}

export default async function BannerPage() {
  await requireStaffPage(adminRoutes.content.banner());
  const [slides, t, slideT] = await Promise.all([listBannerSlides(), words(), slideWords()]);
  const now = new Date();
  const actions = { move: moveSlideAction, remove: deleteSlideAction };
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-6 xl:grid-cols-[1fr_24rem]">
        <div className="space-y-4">
          {slides.length === 0 && (
            <Panel>
              <p className="text-ink-soft text-sm">{t('empty')}</p>
            </Panel>
          )}
          {slides.map((slide, index) => (
            <Panel key={slide.id}>
              <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
                <div>
                  <p className="text-ink-muted text-xs tracking-[0.2em] uppercase">
                    {index + 1}. {standing(slideT, slide, now)}
                  </p>
                  <h2 className="text-ink mt-1 text-lg font-light">{slide.message}</h2>
                  <p className="text-ink-soft text-sm">
                    {slide.linkLabel} → {slide.linkHref}
                  </p>
                </div>
                <SlideControls
                  id={slide.id}
                  message={slide.message}
                  first={index === 0}
                  last={index === slides.length - 1}
                  actions={actions}
                />
              </div>
              <div className="mt-5 border-t border-stone-100 pt-5">
                <SlidePhoto
                  slideId={slide.id}
                  message={slide.message}
                  image={slide.image}
                  imagePhone={slide.imagePhone}
                  remove={removeSlidePhotoAction}
                />
              </div>
              <details className="mt-4 border-t border-stone-100 pt-4">
                <summary className="text-ink cursor-pointer text-sm underline underline-offset-4">
                  {t('edit')}
                </summary>
                <div className="mt-5">
                  <SlideForm
                    action={updateSlideAction}
                    slide={slide}
                    submitLabel={slideT('save')}
                  />
                </div>
              </details>
            </Panel>
          ))}
        </div>
        <Panel title={t('add')}>
          <SlideForm action={createSlideAction} slide={emptySlide} submitLabel={slideT('add')} />
        </Panel>
      </div>
    </>
  );
}
