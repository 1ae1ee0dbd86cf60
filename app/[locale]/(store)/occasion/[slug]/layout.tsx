import { notFound } from 'next/navigation';
import { readOccasion } from '@/lib/catalogue';
import { prerenderedListingParams } from '@/lib/content';

export const generateStaticParams = () => prerenderedListingParams('occasion');

// The occasion is checked here, where nothing depends on the query string: a prerendered
// 404 keeps its status, while one found as the listing renders would be sent as a 200.
export default async function OccasionLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ slug: string }>;
}) {
  if (!(await readOccasion((await params).slug))) notFound();
  return children;
}
