/**
 * Reads the local mail catcher (MailDev, started by the stack on SMTP 1025 / web 1080) through its
 * own REST API, as a person would read their inbox.
 */
import { z } from 'zod'

const MAILDEV_API = 'http://127.0.0.1:1080/api'

const address = z.object({ address: z.string() })
const caughtMail = z.object({
  id: z.string(),
  subject: z.string(),
  text: z.string().default(''),
  html: z.string().default(''),
  to: z.array(address),
  from: z.array(address),
  headers: z.record(z.string(), z.unknown()),
})
export type CaughtMail = z.infer<typeof caughtMail>

export async function mailsTo(email: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAILDEV_API}/email`)
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`)
  const all = z.array(caughtMail).parse(await response.json())
  return all.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === email.toLowerCase()))
}

/** Waits until `email` has at least `count` mails, then answers them all. */
export async function waitForMails(email: string, count = 1, timeoutMs = 20_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = await mailsTo(email)
    if (mails.length >= count || Date.now() > deadline) return mails
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** A header as sent, read from the message's source (MailDev's parsed headers leave out the `List-*` ones). */
export async function header(mail: CaughtMail, name: string): Promise<string> {
  const response = await fetch(`${MAILDEV_API}/email/${mail.id}/source`)
  const source = await response.text()
  const head = (source.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ')
  const line = head.split(/\r?\n/).find((text) => text.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line ? line.slice(name.length + 1).trim() : ''
}
