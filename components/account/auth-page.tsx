import { PageHeading } from '@/components/content/page-heading';

type AuthPageProps = { eyebrow: string; title: string; intro?: string; children: React.ReactNode };

/** The frame of the sign-in, sign-up and recovery pages: a heading and a narrow column. */
export function AuthPage({ eyebrow, title, intro, children }: AuthPageProps) {
  return (
    <div className="pb-24">
      <PageHeading eyebrow={eyebrow} title={title} intro={intro} />
      <div className="mx-auto max-w-md px-6">{children}</div>
    </div>
  );
}
