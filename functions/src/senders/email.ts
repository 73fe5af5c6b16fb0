/**
 * Email over SMTP by `nodemailer`: a plain-text and an HTML part, and a one-click unsubscribe
 * (RFC 8058: `List-Unsubscribe` with an https, or local http, URL, and `List-Unsubscribe-Post`).
 */
import nodemailer, { type Transporter } from 'nodemailer'
import type { ChannelConfig } from './config'

export interface Email {
  to: string
  subject: string
  text: string
  html: string
  unsubscribeUrl: string
}

let transport: { url: string; transporter: Transporter } | undefined

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) }
  return transport.transporter
}

export async function sendEmail(email: Email, config: ChannelConfig): Promise<void> {
  await transporterFor(config.smtpUrl).sendMail({
    from: config.mailFrom,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: {
      'List-Unsubscribe': `<${email.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
}
