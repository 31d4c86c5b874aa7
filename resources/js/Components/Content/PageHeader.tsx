import type { ReactNode } from 'react';

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The opening band of a content page: eyebrow, the page's one h1 and a lead paragraph. */
export default function PageHeader({ id, eyebrow, title, children }: Props) {
  return (
    <header className="border-b border-line/70 bg-sand/60">
      <div className="container-site py-14 sm:py-20">
        <p className="eyebrow text-accent">{eyebrow}</p>
        <h1 id={id} className="mt-3 max-w-3xl text-[2rem] leading-[1.1] font-semibold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {children && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{children}</div>}
      </div>
    </header>
  );
}
