import { createContext, useContext } from 'react'

/** The signed-in user as the web sees it: only email is ever sent to the server. */
export interface SignedInUser {
  uid: string
  displayName: string | null
  email: string | null
  photoURL: string | null
}

/** Function properties, not methods: components destructure them (`const { signIn } = useSession()`). */
export interface SessionActions {
  signIn: (email: string, password: string) => Promise<void>
  signInWithGoogle: () => Promise<void>
  register: (input: { name: string; email: string; photoURL: string; password: string }) => Promise<void>
  signOut: () => Promise<void>
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
