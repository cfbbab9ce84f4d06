import { MARKETING_CONSENT_TITLE, MARKETING_CONSENT_WORDING } from '#src/lib/consent/wording';
import { controlProps, type BoundControl } from '#src/islands/public/form-kit/fields';

type Props = {
  /** usePublicForm's `field('marketingConsent', id)`: an uncontrolled box, posted as is without JavaScript. */
  field: BoundControl;
  /** 'dark' on ink sections. */
  tone?: 'light' | 'dark';
};

/**
 * The CASL marketing consent checkbox for every lead form. Never pre-ticked (the form
 * starts it at false): consent must be an action. The words shown are exactly the words
 * stored with the consent record (MARKETING_CONSENT_WORDING and its version). Uncontrolled,
 * so a box ticked before the form hydrated stays ticked.
 */
export default function MarketingConsent({ field, tone = 'light' }: Props) {
  const dark = tone === 'dark';
  const id = field.id;
  return (
    <div className={`flex items-start gap-3 border px-4 py-3.5 ${dark ? 'border-ivory/15' : 'border-line'}`} data-marketing-consent>
      <input
        type="checkbox"
        className={`mt-1 h-4 w-4 shrink-0 cursor-pointer ${dark ? 'accent-gold' : 'accent-ink'}`}
        {...controlProps(field)}
      />
      {/* The whole text is the label: clicking it ticks the box, and a screen reader reads the exact wording. */}
      <label htmlFor={id} className="cursor-pointer">
        <span className={`block text-[0.6875rem] font-medium tracking-[0.24em] uppercase ${dark ? 'text-gold' : 'text-bronze'}`}>
          {MARKETING_CONSENT_TITLE}
          <span className={`ml-2 tracking-normal normal-case ${dark ? 'text-ivory/75' : 'text-muted'}`}>(optional)</span>
        </span>
        <span className={`mt-1 block text-[13px] leading-relaxed ${dark ? 'text-ivory/80' : 'text-ink/80'}`}>
          {MARKETING_CONSENT_WORDING}
        </span>
      </label>
    </div>
  );
}
