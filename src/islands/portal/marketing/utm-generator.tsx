// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { DEALER } from '#src/lib/dealer';
import { UTM_MEDIA, UTM_SOURCES } from '#src/lib/enums';
import { buildUtmUrl } from '#src/lib/utm';
import { utmFormSchema } from '#src/lib/validation/utm';
import { Button } from '#src/islands/ui/button';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { Field, Input, Select, toOptions } from '#src/islands/ui/field';
import LinkQrCode from './link-qr-code';

type Values = { url: string; source: string; medium: string; campaign: string; term: string; content: string };
const INITIAL: Values = { url: DEALER.siteUrl, source: '', medium: '', campaign: '', term: '', content: '' };
/** The spec's 3-second 'Copied!' confirmation. */
export const COPIED_MS = 3000;

/** Blank optional parts are left out of the link. */
const toInput = (v: Values) => ({ ...v, term: v.term || undefined, content: v.content || undefined });

/** The shared UTM schema, plus what buildUtmUrl refuses and z.url() lets through (ftp:, mailto:). */
const linkSchema = utmFormSchema.refine(
  (v) => {
    try {
      buildUtmUrl(v);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'Please enter a valid URL', path: ['url'] },
);

/**
 * The UTM link generator (spec section 5): base URL, source, medium and
 * campaign required; term and content optional; only non-empty values are
 * added. After the first Generate the link follows the form as it is edited.
 */
export default function UtmGenerator() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Nothing is sent: Generate only shows the link, which then follows the form.
  const form = useZodForm({ schema: linkSchema, defaultValues: INITIAL, toInput, failure: { toast: false }, onSubmit: () => undefined });

  const values = form.watch();
  const parsed = linkSchema.safeParse(toInput(values));
  const link = form.formState.isSubmitted && parsed.success ? buildUtmUrl(parsed.data) : null;

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setCopied(false), [link]);

  async function copy() {
    if (!link) return;
    await copyText(link);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }

  const [url, source, medium, campaign, term, content] = [
    form.bind('url', { id: 'utm-url' }),
    form.bind('source', { id: 'utm-source' }),
    form.bind('medium', { id: 'utm-medium' }),
    form.bind('campaign', { id: 'utm-campaign', hint: HINTS.campaign }),
    form.bind('term', { id: 'utm-term', hint: HINTS.term }),
    form.bind('content', { id: 'utm-content', hint: HINTS.content }),
  ];

  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <form onSubmit={form.submit} noValidate className="grid content-start gap-x-5 gap-y-4 sm:grid-cols-2" aria-label="UTM link generator">
        <Field {...url.field} label="Base URL" required className="sm:col-span-2">
          <Input type="url" {...url.control} />
        </Field>
        <Field {...source.field} label="Source" required>
          <Select options={SOURCE_OPTIONS} placeholder="Select a source" {...source.control} />
        </Field>
        <Field {...medium.field} label="Medium" required>
          <Select options={MEDIUM_OPTIONS} placeholder="Select a medium" {...medium.control} />
        </Field>
        <Field {...campaign.field} label="Campaign" required className="sm:col-span-2">
          <Input {...campaign.control} />
        </Field>
        <Field {...term.field} label="Term">
          <Input {...term.control} />
        </Field>
        <Field {...content.field} label="Content">
          <Input {...content.control} />
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
