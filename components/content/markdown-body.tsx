/** Classes for HTML rendered from staff Markdown: the store's type, spacing and tables. */
export const markdownClass = [
  'text-ink-soft leading-8',
  '[&_h2]:text-ink [&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-xl [&_h2]:font-normal [&_h2:first-child]:mt-0',
  '[&_h3]:text-ink [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-lg [&_h3]:font-normal',
  '[&_h4]:text-ink [&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-medium',
  '[&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:text-ink [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary-800',
  '[&_blockquote]:border-primary-300 [&_blockquote]:mb-4 [&_blockquote]:border-l-2 [&_blockquote]:pl-4',
  '[&_table]:mb-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:text-ink [&_th]:border-b [&_th]:border-stone-300 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-medium',
  '[&_td]:border-b [&_td]:border-stone-200 [&_td]:px-3 [&_td]:py-2 [&_td]:tabular-nums',
  '[&_code]:bg-stone-100 [&_code]:px-1 [&_hr]:my-8 [&_hr]:border-stone-200',
].join(' ');

/**
 * HTML that lib/content/pages/markdown.ts cleaned (a page, a size guide, a preview): only its
 * small set of tags, attributes and link schemes can be in it.
 */
export function MarkdownBody({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`${markdownClass} ${className}`}
      // Cleaned by lib/content/pages/markdown.ts when saved and when read.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
