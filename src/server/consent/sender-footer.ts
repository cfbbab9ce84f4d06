import { DEALER } from '#src/lib/dealer';
import type { DealerContact } from '#src/db/queries/dealer-settings';
import type { MailMessage } from '#src/server/mail/mail';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe';

/**
 * CASL: every e-mail that is not a direct reply names its sender (legal name, mailing
 * address, a way to reach them) and carries a working unsubscribe. This adds both to a
 * message, plus the List-Unsubscribe headers (RFC 2369) with one-click POST (RFC 8058),
 * so mail programs show their own "Unsubscribe" button.
 *
 * `reason` says why the person gets this e-mail ("You booked a private viewing.").
 */
export function withSenderIdentification(message: MailMessage, dealer: DealerContact, reason?: string): MailMessage {
  const link = unsubscribeUrl(message.to);
  const address = `${dealer.street}, ${dealer.city}, ${dealer.region} ${dealer.postalCode}`;
  const site = DEALER.siteUrl.replace(/^https?:\/\//, '');
  const text = [
    '',
    '--',
    DEALER.legalName,
    address,
    `${dealer.phoneDisplay} | ${dealer.email} | ${site}`,
    ...(reason ? ['', reason] : []),
    `To stop marketing e-mail from us, unsubscribe here (one click): ${link}`,
    '',
  ].join('\n');
  const html = message.html
    ? message.html.replace(/<\/body>/i, `${footerHtml({ dealer, address, site, link, reason })}</body>`)
    : undefined;
  return {
    ...message,
    body: `${message.body.replace(/\s+$/, '')}\n${text}`,
    ...(html ? { html } : {}),
    headers: { ...message.headers, 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    // Anyone holding it could withdraw the recipient's consent: the outbox keeps a placeholder.
    privateLinks: [...(message.privateLinks ?? []), { kind: 'unsubscribe', token: unsubscribeToken(message.to) }],
  };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function footerHtml(p: { dealer: DealerContact; address: string; site: string; link: string; reason?: string }): string {
  const muted = 'color:#7a7268;font-size:12px;line-height:1.6;font-family:Helvetica,Arial,sans-serif';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto"><tr><td style="padding:24px 32px 40px;${muted}">
<p style="margin:0 0 6px">${escape(DEALER.legalName)}<br>${escape(p.address)}<br>${escape(p.dealer.phoneDisplay)} &middot; <a href="mailto:${escape(p.dealer.email)}" style="color:#7a7268">${escape(p.dealer.email)}</a> &middot; ${escape(p.site)}</p>
${p.reason ? `<p style="margin:0 0 6px">${escape(p.reason)}</p>` : ''}<p style="margin:0"><a href="${escape(p.link)}" style="color:#7a7268">Unsubscribe</a> from marketing e-mail (one click).</p>
</td></tr></table>`;
}
