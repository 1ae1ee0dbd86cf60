import { renderToStaticMarkup } from 'react-dom/server';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Tabs } from '@/components/ui/tabs';
import { toastOf } from '@/components/ui/toast';
import { attributesOf } from '@/tests/helpers/form-markup';

/** The attributes of the first tag named `tag` in `html`. */
const tagOf = (html: string, tag: string) =>
  attributesOf(new RegExp(`<${tag}\\b([^>]*)>`).exec(html)?.[1] ?? '');

describe('the kit Field', () => {
  it('ties the label, the error and the hint to the control it wraps', () => {
    const html = renderToStaticMarkup(
      <Field id="price" label="Price (BDT)" hint="Whole taka" error="is required" required>
        <input name="price" />
      </Field>,
    );
    const input = tagOf(html, 'input');
    expect(tagOf(html, 'label').for).toBe('price');
    expect(input.id).toBe('price');
    expect(input['aria-invalid']).toBe('true');
    expect(input['aria-describedby']).toBe('price-error price-hint');
    expect('required' in input).toBe(true);
    // The error names the field, without the label's aside.
    expect(html).toContain(
      '<p id="price-error" class="mt-2 text-sm text-red-700">Price is required</p>',
    );
    expect(html).toMatch(/<div id="price-hint"[^>]*>Whole taka<\/div>/);
    // The required mark is seen, not heard: the input's own `required` is what is read out.
    expect(html).toMatch(/<span aria-hidden="true"[^>]*>\*<\/span><\/label>/);
  });

  it('describes nothing and is valid when it has neither hint nor error', () => {
    const html = renderToStaticMarkup(
      <Field id="name" label="Name">
        <textarea name="name" />
      </Field>,
    );
    const control = tagOf(html, 'textarea');
    expect(control['aria-describedby']).toBeUndefined();
    expect(control['aria-invalid']).toBe('false');
    expect(html).not.toContain('aria-hidden');
  });
});

describe('the kit ChoiceGroup', () => {
  const choices = [
    { value: 'red', label: 'Red', swatch: '#b91c1c' },
    { value: 'ivory', label: 'Ivory', swatch: '#fffff0' },
  ] as const;

  it('is a fieldset named by its legend, of native radios under one name', () => {
    const html = renderToStaticMarkup(
      <ChoiceGroup
        type="radio"
        name="colour"
        legend="Colour"
        choices={choices}
        value="ivory"
        error="Choose one"
      />,
    );
    expect(html).toMatch(/^<fieldset\b/);
    expect(html).toMatch(/<legend[^>]*>Colour<\/legend>/);
    const radios = [...html.matchAll(/<input\b([^>]*)>/g)].map(([, tag]) => attributesOf(tag!));
    expect(
      radios.map((radio) => [radio.type, radio.name, radio.value, 'checked' in radio]),
    ).toEqual([
      ['radio', 'colour', 'red', false],
      ['radio', 'colour', 'ivory', true],
    ]);
    const errorId = /<p id="([^"]+)"[^>]*>Choose one<\/p>/.exec(html)![1];
    expect(tagOf(html, 'fieldset')['aria-describedby']).toBe(errorId);
    // Each swatch is decoration: the label's word says the colour.
    expect(html.match(/<span aria-hidden="true"[^>]*background:#b91c1c/)).not.toBeNull();
  });

  it('ticks the checkboxes it is given, each posted under the group name', () => {
    const html = renderToStaticMarkup(
      <ChoiceGroup
        type="checkbox"
        name="sizes"
        legend="Sizes"
        look="box"
        choices={[
          { value: 's', label: 'S' },
          { value: 'm', label: 'M' },
          { value: 'l', label: 'L', disabled: true },
        ]}
        defaultValue={['m']}
      />,
    );
    const boxes = [...html.matchAll(/<input\b([^>]*)>/g)].map(([, tag]) => attributesOf(tag!));
    expect(boxes.map((box) => [box.type, box.name, 'checked' in box, 'disabled' in box])).toEqual([
      ['checkbox', 'sizes', false, false],
      ['checkbox', 'sizes', true, false],
      ['checkbox', 'sizes', false, true],
    ]);
  });
});

describe('the kit Button', () => {
  it('is an ordinary button unless told, and busy and not pressable while loading', () => {
    const idle = tagOf(renderToStaticMarkup(<Button>Save</Button>), 'button');
    expect(idle.type).toBe('button');
    expect('disabled' in idle).toBe(false);
    expect(idle['aria-busy']).toBeUndefined();

    const html = renderToStaticMarkup(
      <Button type="submit" loading loadingLabel="Saving…">
        Save
      </Button>,
    );
    const busy = tagOf(html, 'button');
    expect(busy.type).toBe('submit');
    expect(busy['aria-busy']).toBe('true');
    expect('disabled' in busy).toBe(true);
    expect(html).toContain('>Saving…</button>');
  });
});

describe('the kit Tabs and toasts', () => {
  it('draws a named tablist whose first tab is chosen and shows its panel alone', () => {
    const html = renderToStaticMarkup(
      <Tabs
        label="Order"
        tabs={[
          { value: 'lines', label: 'Lines', content: <p>the lines</p> },
          { value: 'history', label: 'History', content: <p>the history</p> },
        ]}
      />,
    );
    expect(html).toMatch(/<div role="tablist"[^>]*aria-label="Order"/);
    const tabs = [...html.matchAll(/<button\b([^>]*)>/g)].map(([, tag]) => attributesOf(tag!));
    expect(tabs.map((tab) => [tab.role, tab['aria-selected']])).toEqual([
      ['tab', 'true'],
      ['tab', 'false'],
    ]);
    expect(html).toContain('the lines');
    expect(html).not.toContain('the history');
  });

  it('makes a notice of an answered action only, in its tone', () => {
    expect(toastOf({ status: 'idle' })).toBeNull();
    expect(toastOf({ status: 'ok', message: 'Saved' })).toEqual({
      tone: 'success',
      message: 'Saved',
    });
    expect(toastOf({ status: 'error', message: 'Refused' })).toEqual({
      tone: 'error',
      message: 'Refused',
    });
    expect(toastOf({ status: 'ok', message: '' })).toBeNull();
  });
});
