import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/**
 * A real SMTP server (npm smtp-server) on a free local port: each message is parsed and handed to `onMessage`; a
 * message it throws for is refused with the error (say, `responseCode: 550`). The one server both captures below
 * run on (startSmtpCapture here, startMailCapture in ./mail-capture.ts).
 */
export async function startSmtpServer(
  onMessage: (mail: ParsedMail, session: SMTPServerSession) => void | Promise<void>,
  options: { disabledCommands: string[] },
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: options.disabledCommands,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => onMessage(mail, session))
        .then(() => callback(), callback);
    },
  });
  // The site's server keeps a pooled connection open; when a test stops that server first, the socket is reset
  // (ECONNRESET). smtp-server emits that as an 'error' event, which would otherwise be an uncaught exception
  // failing the whole run; a reset client is not a mail the test waits for.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export type SmtpCapture = {
  url: string;
  messages: ParsedMail[];
  /** `reject`: refuse every message (550) instead of keeping it; `delayMs`: answer each message this much later. */
  state: { reject: boolean; delayMs: number };
  /** Resolves with the first captured message matching, waiting up to `timeoutMs`. */
  waitFor: (match: (m: ParsedMail) => boolean, timeoutMs?: number) => Promise<ParsedMail>;
  stop: () => Promise<void>;
};

/** A real SMTP server on a free local port that keeps every message it accepts, parsed. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: ParsedMail[] = [];
  const state = { reject: false, delayMs: 0 };
  const { url, stop } = await startSmtpServer(
    async (mail) => {
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      if (state.reject) throw Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      messages.push(mail);
    },
    { disabledCommands: ['STARTTLS', 'AUTH'] },
  );
  return {
    url,
    messages,
    state,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(
        `No matching e-mail within ${timeoutMs} ms; got: ${messages.map((m) => `${m.to && 'text' in m.to ? m.to.text : '?'} "${m.subject}"`).join(', ')}`,
      );
    },
    stop,
  };
}
