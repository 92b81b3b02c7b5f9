import nodemailer from 'nodemailer'
import type { SmtpSettings } from '../../config/env'

export type Mail = { to: string; subject: string; text: string }
export type Mailer = { send: (mail: Mail) => Promise<void> }

/** Sends plain-text mail through the SMTP server of SMTP_URL. */
export function createMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport(settings.url)
  return {
    async send(mail) {
      await transport.sendMail({ from: settings.from, ...mail })
    },
  }
}
