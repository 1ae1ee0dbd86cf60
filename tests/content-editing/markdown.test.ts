import { htmlSections } from '@/lib/content/pages/html-sections';
import { cleanHtml, renderForSaving, renderMarkdown } from '@/lib/content/pages/markdown';

describe('Markdown to clean HTML', () => {
  it.each([
    ['a script tag, with what it holds', 'Hello <script>alert(1)</script> there', /script|alert/i],
    ['an onerror attribute', 'Look <img src="x" onerror="alert(1)"> here', /onerror|<img/i],
    ['a javascript: link', '[win a prize](javascript:alert(1))', /javascript:/i],
    ['a javascript: link in HTML', '<a href="javascript:alert(1)">x</a>', /javascript:/i],
    [
      'an entity-encoded javascript: link',
      '[x](&#106;avascript:alert(1))',
      /javascript|avascript/i,
    ],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)', /data:/i],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /iframe/i],
    ['inline styles', '<p style="position:fixed">x</p>', /style=/i],
    ['an event handler on an allowed tag', '<strong onclick="x()">x</strong>', /onclick/i],
  ])('removes %s', (_name, markdown, forbidden) => {
    expect(renderMarkdown(markdown)).not.toMatch(forbidden);
  });

  it('keeps headings, lists, links, emphasis and tables', () => {
    const html = renderMarkdown(
      [
        '## Delivery',
        '### Inside Dhaka',
        'Within **three** days, *usually* sooner: see [our FAQ](/pages/faq) or [Maps](https://maps.example.com).',
        '- Lehenga\n- Saree',
        '1. Measure\n2. Order',
        '| Size | Bust (in) |\n|:--|--:|\n| S | 34 |\n| M | 36 |',
      ].join('\n\n'),
    );
    expect(html).toContain('<h2>Delivery</h2>');
    expect(html).toContain('<h3>Inside Dhaka</h3>');
    expect(html).toContain('<strong>three</strong>');
    expect(html).toContain('<em>usually</em>');
    expect(html).toContain('<a href="/pages/faq">our FAQ</a>');
    expect(html).toContain('<a href="https://maps.example.com" rel="noopener noreferrer">Maps</a>');
    expect(html).toMatch(/<ul>\s*<li>Lehenga<\/li>\s*<li>Saree<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>Measure<\/li>/);
    expect(html).toMatch(
      /<table>[\s\S]*<th align="left">Size<\/th>[\s\S]*<td align="right">36<\/td>/,
    );
  });

  it('makes a level-1 heading a section heading: the page title is the only h1', () => {
    expect(renderMarkdown('# Sizes')).toBe('<h2>Sizes</h2>');
  });

  it('keeps mailto: and tel: links', () => {
    const html = renderMarkdown('[write](mailto:care@example.com) or [call](tel:+8801711000000)');
    expect(html).toContain('href="mailto:care@example.com"');
    expect(html).toContain('href="tel:+8801711000000"');
  });

  it('cleans stored HTML again when it is read', () => {
    expect(cleanHtml('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
  });

  it('refuses to save Markdown that leaves nothing to show, per field', () => {
    expect(() => renderForSaving('<div><script>alert(1)</script></div>', 'body')).toThrow(
      expect.objectContaining({
        kind: 'invalid',
        fields: { body: expect.stringMatching(/Markdown/) },
      }),
    );
    expect(renderForSaving('Plain words', 'body')).toBe('<p>Plain words</p>');
  });
});

describe('HTML cut at its headings (the FAQ)', () => {
  it('gives the text before the first heading, then each heading with what follows it', () => {
    const html = renderMarkdown(
      'Intro words\n\n## How *long*?\n\nA week.\n\n## Cost?\n\n- 80\n- 150',
    );
    expect(htmlSections(html)).toEqual({
      intro: '<p>Intro words</p>',
      sections: [
        { heading: 'How <em>long</em>?', html: '<p>A week.</p>' },
        { heading: 'Cost?', html: '<ul>\n<li>80</li>\n<li>150</li>\n</ul>' },
      ],
    });
  });

  it('closes what a heading inside a quote left open', () => {
    const { sections } = htmlSections(renderMarkdown('> ## Quoted\n> text'));
    expect(sections[0]!.html).not.toMatch(/<blockquote>(?![\s\S]*<\/blockquote>)/);
  });
});
