import { firstLoadScripts } from '@/bench/lib/first-load-scripts';

describe('firstLoadScripts (npm run bench:js)', () => {
  const html = [
    '<link rel="preload" as="script" href="/_next/static/chunks/preloaded-only.js"/>',
    '<script src="/_next/static/chunks/react-dom.js" async="" nonce="n"></script>',
    '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="n"></script>',
    '<script src="/_next/static/chunks/app.js?v=1&amp;x=2" async=""></script>',
    '<script type="application/ld+json">{"name":"Lehenga"}</script>',
    // The streamed payload names the page's own chunks, and again ones already in tags.
    '<script nonce="n">self.__next_f.push([1,"3c:\\"/_next/static/chunks/error.js\\"\\n',
    'I[1,[\\"static/chunks/app/(store)/page-1.js\\",\\"/_next/static/chunks/react-dom.js\\",',
    '\\"/_next/static/chunks/polyfills.js\\"]"])</script>',
  ].join('\n');

  it('counts named and streamed chunks once, and skips noModule scripts and preloads', () => {
    expect(firstLoadScripts(html)).toEqual([
      '/_next/static/chunks/react-dom.js',
      '/_next/static/chunks/app.js?v=1&x=2',
      '/_next/static/chunks/error.js',
      '/_next/static/chunks/app/(store)/page-1.js',
    ]);
  });
});
