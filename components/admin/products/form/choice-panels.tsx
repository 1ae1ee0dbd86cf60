import { useTranslations } from '#intl';
import type { ProductFormOptions } from '@/lib/catalogue/admin';
import { CheckOption } from './check-option';
import { FormPanel } from './form-panel';

type Choice = { id: number; name: string };

/** Checkboxes sharing one name: the ids of those ticked are sent as a list. */
function Choices({ name, items, picked }: { name: string; items: Choice[]; picked: Set<number> }) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {items.map((item) => (
        <CheckOption
          key={item.id}
          name={name}
          value={item.id}
          label={item.name}
          defaultChecked={picked.has(item.id)}
        />
      ))}
    </div>
  );
}

type AttributesProps = {
  attributes: ProductFormOptions['attributes'];
  chosen: number[];
  error?: string;
};

/** A group of checkboxes per attribute (fabric, work…): what the store's filters offer. */
export function AttributesPanel({ attributes, chosen, error }: AttributesProps) {
  const t = useTranslations('admin.products.editor');
  const picked = new Set(chosen);
  return (
    <FormPanel
      legend={t('attributes')}
      field="attributeValueIds"
      error={error}
      hint={t('attributesHint')}
    >
      {attributes.map((attribute) => (
        <fieldset key={attribute.id} className="min-w-0">
          <legend className="text-ink-soft mb-2 text-sm">{attribute.name}</legend>
          <Choices name="attributeValueIds[]" items={attribute.values} picked={picked} />
        </fieldset>
      ))}
    </FormPanel>
  );
}

type TagsProps = { tags: ProductFormOptions['tags']; chosen: number[]; error?: string };

export function TagsPanel({ tags, chosen, error }: TagsProps) {
  const t = useTranslations('admin.products.editor');
  const picked = new Set(chosen);
  return (
    <FormPanel legend={t('tags')} field="tagIds" error={error}>
      {tags.length === 0 ? (
        <p className="text-ink-soft text-sm">{t('noTags')}</p>
      ) : (
        <Choices name="tagIds[]" items={tags} picked={picked} />
      )}
    </FormPanel>
  );
}
