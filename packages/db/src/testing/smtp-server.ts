import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients, as the server saw them. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** While true, every recipient is refused with a permanent 550. */
  rejecting: boolean;
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port that keeps every message it accepts. */
export async function startTestSmtpServer(options: { rejecting?: boolean } = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const state = { rejecting: options.rejecting ?? false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onRcptTo(_address, _session, callback) {
      if (!state.rejecting) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        messages.push({ ...parseMessage(raw), to, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get rejecting() {
      return state.rejecting;
    },
    set rejecting(value: boolean) {
      state.rejecting = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.indexOf('\r\n\r\n');
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function quotedPrintableBytes(body: string): Buffer {
  const softBreaksGone = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksGone.length; i++) {
    const hex = softBreaksGone.slice(i + 1, i + 3);
    if (softBreaksGone[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(softBreaksGone.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody({ headers, body }: Part): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return quotedPrintableBytes(body).toString('utf8');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/**
 * RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), as nodemailer writes a subject that is not
 * ASCII. Adjacent words are joined before decoding: a character may be split across two of them.
 */
function decodeHeader(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  let out = '';
  let bytes: Buffer[] = [];
  let last = 0;
  const flush = () => {
    out += Buffer.concat(bytes).toString('utf8');
    bytes = [];
  };
  for (const match of joined.matchAll(word)) {
    if (match.index > last) {
      flush();
      out += joined.slice(last, match.index);
    }
    const [, , encoding, text = ''] = match;
    bytes.push(
      encoding?.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : quotedPrintableBytes(text.replace(/_/g, ' ')),
    );
    last = match.index + match[0].length;
  }
  flush();
  return out + joined.slice(last);
}

/** Enough MIME for our own mail: nested multiparts, text/plain and text/html, 7bit, QP or base64. */
function collectBodies(part: Part, found: { text: string; html: string }): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectBodies(splitPart(section.replace(/^\r\n/, '')), found);
    }
    return;
  }
  if (type.toLowerCase().startsWith('text/html')) found.html += decodeBody(part);
  else if (type.toLowerCase().startsWith('text/plain')) found.text += decodeBody(part);
}

export function parseMessage(raw: string): Omit<ReceivedMail, 'to' | 'raw'> {
  const top = splitPart(raw);
  const found = { text: '', html: '' };
  collectBodies(top, found);
  return { subject: decodeHeader(top.headers.get('subject') ?? ''), ...found };
}
