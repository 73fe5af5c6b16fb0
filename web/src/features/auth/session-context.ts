import { createContext, useContext } from 'react'

/** The signed-in user as the web sees it: only email is ever sent to the server. */
export interface SignedInUser {
  uid: string
  displayName: string | null
  email: string | null
  photoURL: string | null
}

/** The current ID token, when its sign-in happened (ms since 1970) and whether it carries the `moderator` claim. */
/** How the person proves who they are again: their password, or their Google account. */
export type SignInMethod = 'password' | 'google'

export interface IdTokenInfo {
  token: string
  signedInAt: number
  moderator: boolean
  signInMethod: SignInMethod
}

/** The query key of `idToken()`'s answer, for screens that show something to moderators only. */
export const idTokenKey = ['id-token'] as const

/**
 * A sign-up. `photo`, a photo chosen at sign-up: called once the account exists with its ID token,
 * it uploads the photo and answers its URL, which becomes the profile's photo instead of `photoURL`.
 */
export interface Registration {
  name: string
  email: string
  photoURL: string
  password: string
  photo?: ((idToken: string) => Promise<string>) | undefined
}

/** Function properties, not methods: components destructure them (`const { signIn } = useSession()`). */
export interface SessionActions {
  signIn: (email: string, password: string) => Promise<void>
  signInWithGoogle: () => Promise<void>
  register: (input: Registration) => Promise<void>
  signOut: () => Promise<void>
  /** Sends Firebase Auth's password reset email; resolves alike whether or not the address has an account. */
  sendPasswordReset: (email: string) => Promise<void>
  /** For calls that need a recent sign-in (deleting the account) and for the moderator's screens. */
  idToken: () => Promise<IdTokenInfo>
  /** Signs the current user in again with their password, so the next ID token's sign-in is recent. */
  /** With a password for a password account; without one, through Google again. */
  reauthenticate: (password?: string) => Promise<void>
}

export interface Session extends SessionActions {
  /** null when signed out. */
  user: SignedInUser | null
  /** True until the auth state (and its server session call) has settled (docs/decisions/sessions.md). */
  loading: boolean
}

export const SessionContext = createContext<Session | null>(null)

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession needs the SessionProvider above it')
  return session
}
