const chunkPath = /(?:\/_next\/)?static\/chunks\/[\w.~%()[\]/-]+?\.js/g;

/**
 * The scripts a page runs as it loads: the external ones its HTML names (less noModule
 * ones, which modern browsers skip), and the client chunks named by its inline scripts
 * (the streamed React payload: the browser fetches and runs those while the page hydrates).
 */
export function firstLoadScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((match) => ({
    attributes: match[1]!,
    body: match[2]!,
  }));
  const srcOf = (attributes: string) =>
    /\bsrc="([^"]+)"/i.exec(attributes)?.[1]?.replaceAll('&amp;', '&');
  const isNoModule = (attributes: string) => /\bnomodule\b/i.test(attributes);
  const noModule = new Set(
    scripts.filter((s) => isNoModule(s.attributes)).map((s) => srcOf(s.attributes)),
  );
  const named = scripts.filter((s) => !isNoModule(s.attributes)).map((s) => srcOf(s.attributes));
  const streamed = scripts
    .filter((s) => !srcOf(s.attributes))
    .flatMap((s) => [...s.body.matchAll(chunkPath)].map((match) => match[0]))
    .map((path) => (path.startsWith('/') ? path : `/_next/${path}`));
  const all = [...named, ...streamed].filter((src): src is string => Boolean(src));
  return [...new Set(all)].filter((src) => !noModule.has(src));
}
