import type { User } from 'firebase/auth'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { messageOf } from '../../lib/error-message'
import { toasts } from '../../lib/toasts'
import { useHydrated } from '../../lib/use-hydrated'
import { SessionContext, type Session, type SignedInUser } from './session-context'
import { copy } from '../../texts/copy'

type AuthBridgeModule = typeof import('./auth-bridge')

/** Who is signed in, and whether that is still being found out. */
interface SessionSnapshot {
  user: SignedInUser | null
  loading: boolean
}

let bridgeImport: Promise<AuthBridgeModule> | undefined

/** One import of the Firebase SDK and reactfire, shared by the provider and every action. */
function loadBridge(): Promise<AuthBridgeModule> {
  bridgeImport ??= import('./auth-bridge').catch((cause: unknown) => {
    // A failed chunk load may succeed on the next action (flaky network): try again then.
    bridgeImport = undefined
    throw cause
  })
  return bridgeImport
}

/**
 * Who was signed in on this browser at its last auth change, kept while someone is. Only such
 * visits load Firebase Auth (40 KB gzip) at once; everyone else is known to be signed out and
 * loads it on their first tap or key press, or at a sign-in.
 */
const SIGNED_IN_KEY = 'foodshare:signed-in'

/**
 * How a visit starts. A browser that remembers who was signed in shows their screens at once: the
 * session cookie from their last visit (14 days at most) serves the screens' calls, and Firebase
 * Auth confirms the person when it reports, a second or more later on a phone (docs/decisions/sessions.md).
 * Unreadable storage, or a mark that names nobody, waits for Firebase Auth, as before.
 */
function rememberedSession(): SessionSnapshot {
  let stored: string | null
  try {
    stored = localStorage.getItem(SIGNED_IN_KEY)
  } catch {
    return { user: null, loading: true }
  }
  if (stored === null) return { user: null, loading: false }
  const user = rememberedUser(stored)
  return user ? { user, loading: false } : { user: null, loading: true }
}

function rememberedUser(stored: string): SignedInUser | null {
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { uid, email, displayName, photoURL } = value as Record<string, unknown>
  const textOrNull = (field: unknown) => (typeof field === 'string' ? field : null)
  if (typeof uid !== 'string' || typeof email !== 'string') return null
  return { uid, email, displayName: textOrNull(displayName), photoURL: textOrNull(photoURL) }
}

function remember(user: SignedInUser | null): void {
  try {
    if (user) localStorage.setItem(SIGNED_IN_KEY, JSON.stringify(user))
    else localStorage.removeItem(SIGNED_IN_KEY)
  } catch {
    // Private modes may refuse storage: the next visit then waits for Firebase Auth.
  }
}

const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const

/** How long a remembered person's screens run on their session cookie before Firebase Auth confirms them. */
const CONFIRM_REMEMBERED_AFTER_MS = 3000

const PRERENDERED_SESSION: SessionSnapshot = { user: null, loading: true }

/**
 * How a visit starts on a page the function drew for a signed-in person (the details page): as
 * that person, settled, as a remembered one starts (their mark's copy when it names them: it holds
 * their newest name and photo). The function read them from the session cookie the page's calls
 * carry; Firebase Auth confirms them later, as it does a remembered person.
 */
function startingSession(drawn: SignedInUser | undefined): SessionSnapshot {
  const remembered = rememberedSession()
  if (!drawn) return remembered
  return { user: remembered.user?.uid === drawn.uid ? remembered.user : drawn, loading: false }
}

function signedInUserOf(user: User): SignedInUser {
  return { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL }
}

/**
 * The session (docs/product.md, Accounts and sessions). A browser that remembers who was signed in
 * starts as that person, settled, and the auth bridge (loaded 3 s later or at the first tap)
 * confirms them or not when it reports. Otherwise, for a browser someone is signed in on, `loading`
 * starts true and stays so until the bridge (loaded at once) reports, and for a user with an email
 * until POST /api/jwt has returned. Anyone else starts signed out and loads the bridge on first use.
 */
export function SessionProvider({
  children,
  drawnUser,
}: {
  children: ReactNode
  drawnUser?: SignedInUser | undefined
}) {
  const [initial] = useState(() => startingSession(drawnUser))
  const [state, setState] = useState<SessionSnapshot>(initial)
  const [bridge, setBridge] = useState<AuthBridgeModule | null>(null)
  /** Each auth change gets a number, so an older session call never clears a newer change's loading. */
  const change = useRef(0)
  const sessionUid = useRef<string | null>(null)
  /** The remembered person shown before Firebase Auth has reported; their first report confirms them. */
  const assumedUid = useRef(initial.user?.uid ?? null)
  const loadingRef = useRef(initial.loading)

  const update = useCallback((next: SessionSnapshot | ((prev: SessionSnapshot) => SessionSnapshot)) => {
    setState((prev) => {
      const value = typeof next === 'function' ? next(prev) : next
      loadingRef.current = value.loading
      return value
    })
  }, [])

  useEffect(() => {
    let active = true
    const start = () => {
      stopWaiting()
      loadBridge().then(
        (module) => {
          if (active) setBridge(module)
        },
        () => {
          // Without the SDK nobody can be signed in; never leave protected routes on 'Loading...'.
          if (active) update({ user: null, loading: false })
        },
      )
    }
    let confirmLater: ReturnType<typeof setTimeout> | undefined
    const stopWaiting = () => {
      clearTimeout(confirmLater)
      for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, start, true)
    }
    const startAtFirstInteraction = () => {
      for (const type of FIRST_INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true })
    }
    if (initial.user) {
      // The remembered person's screens need no Firebase Auth: it confirms them once the screen is
      // up (or at their first tap), so its 56 KB never compete with what the screen draws.
      confirmLater = setTimeout(start, CONFIRM_REMEMBERED_AFTER_MS)
      startAtFirstInteraction()
    } else if (initial.loading) start()
    else startAtFirstInteraction()
    return () => {
      active = false
      stopWaiting()
    }
  }, [initial, update])

  const handleUser = useCallback(
    (firebaseUser: User | null) => {
      // Only the bridge reports, so it is loaded: the session calls are its own.
      if (!bridge) return
      const { serverSessions, startServerSession, endServerSession } = bridge
      const id = ++change.current
      const user = firebaseUser ? signedInUserOf(firebaseUser) : null
      const assumed = assumedUid.current
      assumedUid.current = null
      remember(user?.email ? user : null)
      if (!firebaseUser || !user?.email) {
        sessionUid.current = null
        serverSessions.ended()
        // Someone without an email gets no session; their sign-in waits for none.
        if (firebaseUser) serverSessions.started(firebaseUser.uid, Promise.resolve())
        update({ user, loading: false })
        // Sent whenever nobody is signed in; the response is not read and failures are not shown (docs/decisions/sessions.md).
        endServerSession().catch(() => undefined)
        return
      }
      // An hourly ID-token refresh of the same user keeps the existing session cookie.
      if (user.uid === sessionUid.current && !loadingRef.current) {
        update((prev) => ({ ...prev, user }))
        return
      }
      sessionUid.current = user.uid
      // The person already on screen (and no sign-in or sign-out under way): the session call
      // renews nothing they wait for, so it runs behind their screens (a cookie that has lapsed
      // answers 401 there too, and signs them out).
      if (user.uid === assumed && !loadingRef.current) {
        update({ user, loading: false })
        serverSessions.started(
          user.uid,
          startServerSession(firebaseUser).catch(() => undefined),
        )
        return
      }
      update({ user, loading: true })
      serverSessions.started(
        user.uid,
        startServerSession(firebaseUser)
          // Session-call failures are not shown; a 401 has already signed the user out.
          .catch(() => undefined)
          .finally(() => {
            if (id === change.current) update((prev) => ({ ...prev, loading: false }))
          }),
      )
    },
    [update, bridge],
  )

  const run = useCallback(
    async <T,>(action: (module: AuthBridgeModule) => Promise<T>): Promise<T> => {
      // Each action sets loading first; the auth change that follows clears it.
      update((prev) => ({ ...prev, loading: true }))
      try {
        const module = await loadBridge()
        // A visitor known to be signed out has no bridge mounted yet: it reports what the action does.
        setBridge(module)
        return await action(module)
      } catch (error) {
        update((prev) => ({ ...prev, loading: false }))
        throw error
      }
    },
    [update],
  )

  /** A sign-in or sign-up, resolved once its person's session call has settled (the bridge's `serverSessions`). */
  const signingIn = useCallback(
    (action: (module: AuthBridgeModule) => Promise<void>): Promise<void> =>
      run(async (module) => {
        await action(module)
        const uid = module.signedInUid()
        if (uid) await module.serverSessions.settledFor(uid)
      }),
    [run],
  )

  // The pre-rendered home shows the session loading (storage is the browser's), a page drawn for a
  // signed-in person shows them: hydration does too.
  const hydrated = useHydrated()
  const drawnSession = useMemo(
    () => (drawnUser ? { user: drawnUser, loading: false } : PRERENDERED_SESSION),
    [drawnUser],
  )
  const shown = hydrated ? state : drawnSession

  const session = useMemo<Session>(
    () => ({
      ...shown,
      signIn: (email, password) => signingIn((module) => module.signIn(email, password)),
      signInWithGoogle: () => signingIn((module) => module.signInWithGoogle()),
      // Changes no auth state, so it does not go through `run`, whose loading only an auth change clears.
      sendPasswordReset: async (email) => (await loadBridge()).sendPasswordReset(email),
      idToken: async () => (await loadBridge()).idToken(),
      reauthenticate: async (password?: string) => (await loadBridge()).reauthenticate(password),
      signOut: () => {
        // Forgotten at once: a page opened before Firebase Auth has signed out must not show them.
        remember(null)
        return run(async (module) => {
          await module.signOut()
          // Signing out nobody changes no auth state, so no report would clear loading.
          if (sessionUid.current === null) update((prev) => ({ ...prev, loading: false }))
        })
      },
      register: (registration) =>
        signingIn(async (module) => {
          const updated = await module.register(registration, (error) =>
            toasts.error(copy.toast.profileUpdateFailed(messageOf(error))),
          )
          // Updating the profile mints no new ID token, so no auth change reports the name and photo.
          if (updated) {
            const user = signedInUserOf(updated)
            remember(user)
            update((prev) => ({ ...prev, user }))
          }
        }),
    }),
    [shown, run, signingIn, update],
  )

  return (
    <SessionContext.Provider value={session}>
      {bridge && <bridge.AuthBridge onUser={handleUser} />}
      {children}
    </SessionContext.Provider>
  )
}
