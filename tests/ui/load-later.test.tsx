import { prerender } from 'react-dom/static';
import { loadOnFirstScroll, loadWhenNear } from '@/components/ui/load-later';

function Filters({ count }: { count: number }) {
  return <p>{count} reviews shown</p>;
}

/** The HTML a page prerendered on the server has, every Suspense boundary waited for. */
async function prerendered(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe('parts loaded later', () => {
  it('are in the server’s HTML in full, so the page reads the same before their code comes', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return Filters;
    };
    const Near = loadWhenNear(load);
    const Scrolled = loadOnFirstScroll(load);
    const html = await prerendered(
      <>
        <Near count={3} />
        <Scrolled count={4} />
      </>,
    );
    expect(html).toContain('<p>3<!-- --> reviews shown</p>');
    expect(html).toContain('<p>4<!-- --> reviews shown</p>');
    expect(loads).toBe(2);
  });
});
