import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string[]; subject: string; text: string }

/** Undoes quoted-printable (soft breaks, =XX) of a plain-text body. */
const fromQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
        String.fromCharCode(parseInt(hex, 16))
      ),
    'latin1'
  ).toString('utf8')

function parse(raw: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? ''
  const quoted = /content-transfer-encoding: quoted-printable/i.test(head)
  return {
    to,
    subject,
    text: (quoted ? fromQuotedPrintable(body) : body).replace(/\r\n/g, '\n'),
  }
}

/**
 * A local SMTP server on port 0 standing in for the operator's mail server:
 * it accepts every message and keeps it for the test to read.
 */
export async function startSmtpStandIn() {
  const inbox: ReceivedMail[] = []
  const waiting: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address)
        inbox.push(parse(raw, to))
        waiting.splice(0).forEach((wake) => wake())
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  /** The next message to `address` after `skip` earlier ones to it. */
  async function mailTo(address: string, skip = 0, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = inbox.filter((mail) => mail.to.includes(address))[skip]
      if (found) return found
      if (Date.now() > deadline) throw new Error(`no mail to ${address}`)
      await new Promise<void>((resolve) => {
        waiting.push(resolve)
        setTimeout(resolve, 100)
      })
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    mailTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The token of a Kiln e-mail link (`…#token=…`). */
export const linkToken = (mail: ReceivedMail) => {
  const token = /#token=([\w-]{43})/.exec(mail.text)?.[1]
  if (!token) throw new Error(`no link in: ${mail.text}`)
  return token
}
