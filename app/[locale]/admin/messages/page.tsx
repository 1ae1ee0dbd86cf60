import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { dhakaDateTime } from '@/components/admin/content/dhaka-time';
import { TemplateEditor } from '@/components/admin/messages/template-editor';
import { Panel } from '@/components/admin/panel';
import { orderMessageEvents, type OrderMessageEvent } from '@/lib/messaging';
import { listTemplates, type TemplateView } from '@/lib/content/admin';
import { adminRoutes, requireStaffPage } from '@/lib/identity/admin';
import { banglaTemplateAction, templateAction } from './actions';
import { staffLocale } from '@/lib/i18n/staff-locale';

const words = () => getTranslations({ locale: staffLocale, namespace: 'admin.messages' });

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await words())('title') };
}

type TemplatesT = Awaited<ReturnType<typeof templateWords>>;

const templateWords = () =>
  getTranslations({ locale: staffLocale, namespace: 'admin.messages.templates' });

/** "SMS", or "SMS in Bangla" for the text a shopper who chose Bangla receives. */
const templateName = (t: TemplatesT, { channel, locale }: TemplateView) =>
  t(locale === 'bn' ? 'nameBn' : 'name', { channel });

function savedLine(t: TemplatesT, template: TemplateView) {
  if (template.isDefault || !template.updatedAt) return t('defaultText');
  const when = dhakaDateTime(template.updatedAt);
  return template.updatedByName
    ? t('ownTextBy', { when, name: template.updatedByName })
    : t('ownText', { when });
}

type StepProps = {
  event: OrderMessageEvent;
  templates: TemplateView[];
  t: TemplatesT;
  label: string;
};

function StepPanel({ event, templates, t, label }: StepProps) {
  return (
    <div id={`step-${event}`} className="scroll-mt-6">
      <Panel title={label}>
        <div className="grid gap-10 xl:grid-cols-2 xl:gap-8">
          {templates.map((template) => (
            <div key={`${template.locale}.${template.channel}`}>
              <h3 className="text-ink text-lg font-light">{templateName(t, template)}</h3>
              <p className="text-ink-muted mt-1 mb-5 text-sm">{savedLine(t, template)}</p>
              <TemplateEditor
                action={template.locale === 'bn' ? banglaTemplateAction : templateAction}
                template={template}
                label={t('editorLabel', { name: templateName(t, template), step: label })}
              />
            </div>
          ))}
        </div>
      </Panel>
    </div>
  );
}

export default async function MessagesPage() {
  await requireStaffPage(adminRoutes.messages());
  const [templates, t, templatesT, vocabulary] = await Promise.all([
    listTemplates(),
    words(),
    templateWords(),
    getTranslations({ locale: staffLocale, namespace: 'vocabulary' }),
  ]);
  const stepName = (event: OrderMessageEvent) => vocabulary(`orderMessageEvent.${event}`);
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description', { field: '{{number}}' })} />
      <nav aria-label={t('steps')} className="mb-6">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {orderMessageEvents.map((event) => (
            <li key={event}>
              <a
                href={`#step-${event}`}
                className="text-ink decoration-primary hover:text-primary-800 underline underline-offset-4"
              >
                {stepName(event)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-6">
        {orderMessageEvents.map((event) => (
          <StepPanel
            key={event}
            event={event}
            templates={templates.filter((template) => template.event === event)}
            t={templatesT}
            label={stepName(event)}
          />
        ))}
      </div>
    </>
  );
}
