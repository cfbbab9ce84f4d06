import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { envelopeTo: string[]; from: string; to: string; subject: string; text: string; headers: Map<string, unknown> };

/**
 * A real SMTP server (npm smtp-server) on a free local port that keeps every
 * message it accepts, parsed with mailparser. Point SMTP_URL at `url`.
 */
export async function startMailCapture() {
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            from: mail.from?.text ?? '',
            to: Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(', ') : (mail.to?.text ?? ''),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            headers: mail.headers,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
