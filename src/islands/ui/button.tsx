import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'gold';
export type ButtonSize = 'sm' | 'md' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-ivory hover:bg-ink-3 border border-ink',
  secondary: 'bg-white text-ink border border-ink/15 hover:border-ink/30 hover:bg-ivory/60',
  ghost: 'bg-transparent text-ink/80 border border-transparent hover:bg-ink/5 hover:text-ink',
  destructive: 'bg-red-700 text-white border border-red-700 hover:bg-red-800',
  gold: 'bg-gold text-ink border border-gold hover:bg-gold-light',
};
const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-xs gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  icon: 'size-9 justify-center',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(
    'inline-flex items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
    variants[variant],
    sizes[size],
    className,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  pending?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** The portal button. `type` defaults to "button" so a button inside a form never submits by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  pending = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && <Spinner className="size-4" label="" />}
      {children}
    </button>
  );
}
