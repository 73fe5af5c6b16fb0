/**
 * Accounts older than they are. A new account is limited (docs/decisions/trust.md), judged by its
 * Firebase Auth creation time, so the people of tests, demo data and benchmarks are made "two
 * days ago" through the Auth emulator's admin API (`accounts:update` with `createdAt`), exactly
 * as an account made elsewhere days before would look. Tests about a new account skip this.
 */
export const AGED_ACCOUNT_MS = 2 * 24 * 60 * 60 * 1000

const authEmulator = () =>
  `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1`
const project = () => process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-foodshare'

/** Sets the account's creation time `msAgo` before now. */
export async function ageAccount(uid: string, msAgo = AGED_ACCOUNT_MS): Promise<void> {
  const response = await fetch(`${authEmulator()}/projects/${project()}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, createdAt: String(Date.now() - msAgo) }),
  })
  if (!response.ok) throw new Error(`ageing account ${uid} failed: ${await response.text()}`)
}
