import type { ButtonHTMLAttributes, Ref } from 'react';

type Variant = 'primary' | 'secondary' | 'danger';
type Size = 'sm' | 'md' | 'wide' | 'lg';

const BASE = 'inline-flex items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors disabled:opacity-60';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-ink text-white shadow-sm hover:bg-ink-soft',
  secondary: 'border border-line bg-white text-ink hover:border-ink',
  danger: 'border border-line bg-white text-ink hover:border-accent hover:text-accent',
};

const SIZES: Record<Size, string> = { sm: 'px-4 py-2', md: 'px-5 py-2.5', wide: 'px-6 py-2.5', lg: 'px-8 py-3' };

/** The classes of a button, for a `<button>` or for a link that looks like one. */
export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  ref?: Ref<HTMLButtonElement>;
}

/** A button of the site's one look: ink for the main action, outlined for the others. */
export default function Button({ variant = 'primary', size = 'md', className = '', type = 'button', ...rest }: Props) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}
