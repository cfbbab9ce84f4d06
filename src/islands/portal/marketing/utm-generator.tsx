import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { Check, Copy } from 'lucide-react';
import { DEALER } from '../../../lib/dealer';
import { UTM_MEDIA, UTM_SOURCES } from '../../../lib/enums';
import { buildUtmUrl } from '../../../lib/utm';
import { utmFormSchema } from '../../../lib/validation/utm';
import { Button } from '../../ui/button';
import { Field, Input, Select, describedBy, toOptions } from '../../ui/field';
import LinkQrCode from './link-qr-code';

type Values = { url: string; source: string; medium: string; campaign: string; term: string; content: string };
const INITIAL: Values = { url: DEALER.siteUrl, source: '', medium: '', campaign: '', term: '', content: '' };
/** The spec's 3-second 'Copied!' confirmation. */
export const COPIED_MS = 3000;

/**
 * The UTM link generator (spec section 5): base URL, source, medium and
 * campaign required; term and content optional; only non-empty values are
 * added. After the first Generate the link follows the form as it is edited.
 */
export default function UtmGenerator() {
  const [values, setValues] = useState<Values>(INITIAL);
  const [submitted, setSubmitted] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const parsed = useMemo(
    () => utmFormSchema.safeParse({ ...values, term: values.term || undefined, content: values.content || undefined }),
    [values],
  );
  // buildUtmUrl also refuses a non-http(s) base URL, which z.url() lets through (ftp:, mailto:).
  const built = useMemo(() => {
    if (!parsed.success) return null;
    try {
      return { link: buildUtmUrl(parsed.data) };
    } catch {
      return { link: null };
    }
  }, [parsed]);
  const errors = useMemo(() => {
    const out: Record<string, string> = {};
    if (!submitted) return out;
    if (!parsed.success) for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message;
    else if (!built?.link) out.url = 'Please enter a valid URL';
    return out;
  }, [parsed, built, submitted]);
  const link = submitted ? (built?.link ?? null) : null;

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setCopied(false), [link]);

  const set = (field: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  function generate(event: SubmitEvent) {
    event.preventDefault();
    setSubmitted(true);
  }

  async function copy() {
    if (!link) return;
    await copyText(link);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }

  const field = (name: keyof Values, hint?: string) => ({
    id: `utm-${name}`,
    value: values[name],
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`utm-${name}`, errors[name], hint),
  });

  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <form onSubmit={generate} noValidate className="grid content-start gap-x-5 gap-y-4 sm:grid-cols-2" aria-label="UTM link generator">
        <Field id="utm-url" label="Base URL" required error={errors.url} className="sm:col-span-2">
          <Input type="url" {...field('url')} />
        </Field>
        <Field id="utm-source" label="Source" required error={errors.source}>
          <Select options={SOURCE_OPTIONS} placeholder="Select a source" {...field('source')} />
        </Field>
        <Field id="utm-medium" label="Medium" required error={errors.medium}>
          <Select options={MEDIUM_OPTIONS} placeholder="Select a medium" {...field('medium')} />
        </Field>
        <Field id="utm-campaign" label="Campaign" required error={errors.campaign} hint={HINTS.campaign} className="sm:col-span-2">
          <Input {...field('campaign', HINTS.campaign)} />
        </Field>
        <Field id="utm-term" label="Term" error={errors.term} hint={HINTS.term}>
          <Input {...field('term', HINTS.term)} />
        </Field>
        <Field id="utm-content" label="Content" error={errors.content} hint={HINTS.content}>
          <Input {...field('content', HINTS.content)} />
        </Field>
        <div className="pt-1 sm:col-span-2">
          <Button type="submit">Generate link</Button>
        </div>
      </form>

      <section aria-labelledby="utm-result-title" className="rounded-lg border border-ink/8 bg-ivory/40 p-5 sm:p-6">
        <h3 id="utm-result-title" className="text-[11px] font-medium tracking-[0.2em] text-ink/65 uppercase">
          Your campaign link
        </h3>
        {link ? (
          <div className="mt-3 space-y-6">
            <div className="flex items-start gap-3">
              <output
                data-testid="utm-link"
                className="min-w-0 flex-1 rounded-md border border-ink/10 bg-white px-3 py-2.5 font-mono text-[13px] leading-relaxed break-all text-ink"
              >
                {link}
              </output>
              <Button variant="secondary" onClick={copy} className="shrink-0">
                {copied ? <Check aria-hidden className="size-4 text-gold-dark" /> : <Copy aria-hidden className="size-4" />}
                <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
              </Button>
            </div>
            <LinkQrCode link={link} fileName={`qr-${parsed.success ? slug(parsed.data.campaign) : 'campaign'}`} />
          </div>
        ) : (
          <p className="mt-3 text-sm leading-relaxed text-ink/65">
            Choose a source and medium, name the campaign and press Generate. The link and its QR code appear here.
          </p>
        )}
      </section>
    </div>
  );
}

const SOURCE_OPTIONS = toOptions(UTM_SOURCES);
const MEDIUM_OPTIONS = toOptions(UTM_MEDIA);
const HINTS = { campaign: 'e.g. spring-arrivals', term: 'Optional: paid search keywords', content: 'Optional: which ad or link' };

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'campaign'
  );
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard API (plain-http preview): fall back to a selected textarea.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}
