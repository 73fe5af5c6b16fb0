import type { SessionUser } from '../domain/account'
import { auth } from '../firebase'

/** The user's name and photo as their Auth profile holds them now (they are set after sign-up). */
export async function profileOf(user: SessionUser): Promise<{ name: string; email: string; img: string }> {
  const record = await auth.getUser(user.uid)
  return { name: record.displayName ?? user.email, email: user.email, img: record.photoURL ?? '' }
}
