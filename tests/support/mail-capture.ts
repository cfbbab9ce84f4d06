import { startSmtpServer } from './smtp-capture';

export type CapturedMail = { envelopeTo: string[]; from: string; to: string; subject: string; text: string; headers: Map<string, unknown> };

/**
 * A real SMTP server (./smtp-capture.ts) on a free local port that keeps every
 * message it accepts with its envelope recipients. Point SMTP_URL at `url`.
 */
export async function startMailCapture() {
  const received: CapturedMail[] = [];
  const { url, stop } = await startSmtpServer(
    (mail, session) => {
      received.push({
        envelopeTo: session.envelope.rcptTo.map((r) => r.address),
        from: mail.from?.text ?? '',
        to: Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(', ') : (mail.to?.text ?? ''),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        headers: mail.headers,
      });
    },
    { disabledCommands: ['STARTTLS'] },
  );
  return {
    url,
    received,
    /** The first message (arrived or arriving within `timeoutMs`) that matches. */
    async waitFor(match: (m: CapturedMail) => boolean, timeoutMs = 10_000): Promise<CapturedMail> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > until)
          throw new Error(
            `No matching e-mail within ${timeoutMs} ms; received: ${received.map((m) => `${m.to}: ${m.subject}`).join(' | ') || 'none'}`,
          );
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: stop,
  };
}
