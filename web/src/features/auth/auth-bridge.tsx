import {
  EmailAuthProvider,
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  updateProfile,
  type User,
} from 'firebase/auth'
import { apiPaths } from '@shared/api-paths'
import { useEffect } from 'react'
import { AuthProvider, FirebaseAppProvider, useSigninCheck } from 'reactfire'
import { auth, firebaseApp } from './firebase-auth'
import type { IdTokenInfo, Registration, SignInMethod } from './session-context'
import { SOMETHING_WENT_WRONG } from '../../texts/errors'
import type { ApiInit } from '../../lib/api-client'

/**
 * Loaded after first paint (see docs/decisions/reactfire-placement.md): Firebase Auth and
 * reactfire stay out of the home route's first load.
 */
export interface AuthBridgeProps {
  /** Called with the current user on every sign-in, sign-out and ID-token change. */
  onUser: (user: User | null) => void
}

export function AuthBridge({ onUser }: AuthBridgeProps) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <SigninReporter onUser={onUser} />
      </AuthProvider>
    </FirebaseAppProvider>
  )
}

function SigninReporter({ onUser }: AuthBridgeProps) {
  const { status, data } = useSigninCheck()
  const user = status === 'success' && data.signedIn ? data.user : null
  const settled = status === 'success'
  useEffect(() => {
    if (settled) onUser(user)
  }, [settled, user, onUser])
  return null
}

export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password)
}

export async function signInWithGoogle(): Promise<void> {
  // Emulator builds only: Vite folds this to `if ("")` in production and drops the import (emulator-google.ts).
  if (import.meta.env.VITE_AUTH_EMULATOR_URL) {
    const { signInWithEmulatorGoogle } = await import('./emulator-google')
    if (await signInWithEmulatorGoogle(auth)) return
  }
  // The resolver comes with the click: it loads https://apis.google.com/js/api.js (firebase-auth.ts).
  await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)
}

/**
 * Firebase Auth's password reset email. An address without an account is answered the same way, so
 * the screen never tells whether someone has an account here.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email)
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found') return
    throw error
  }
}

/**
 * Creates the account, then sets its name and photo (docs/product.md, Accounts and sessions), the
 * photo chosen at sign-up uploaded first: only a signed-in user may upload (docs/decisions/image-storage.md).
 * A failed upload or profile update is told (`onProfileFailure`) and leaves the account as it is.
 * Answers the user as they now are, or null when their profile was not updated.
 */
export async function register(
  { name, email, photoURL, password, photo }: Registration,
  onProfileFailure: (error: unknown) => void,
): Promise<User | null> {
  const { user } = await createUserWithEmailAndPassword(auth, email, password)
  let shownPhoto = photoURL
  if (photo) {
    try {
      shownPhoto = await photo(await user.getIdToken())
    } catch (error) {
      onProfileFailure(error)
    }
  }
  try {
    await updateProfile(user, { displayName: name, photoURL: shownPhoto })
    return user
  } catch (error) {
    onProfileFailure(error)
    return null
  }
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(auth)
}

/** Who Firebase Auth has signed in on this browser, if anyone. */
export function signedInUid(): string | null {
  return auth.currentUser?.uid ?? null
}

/**
 * The signed-in user, once Firebase Auth has restored who it was: a remembered person's screens
 * ask for a token before it has (docs/decisions/sessions.md).
 */
async function currentUser(): Promise<User> {
  await auth.authStateReady()
  // The screens that call these are signed-in only; nobody signed in is a bug, not the person's fault.
  if (!auth.currentUser) throw new Error(SOMETHING_WENT_WRONG)
  return auth.currentUser
}

export async function idToken(): Promise<IdTokenInfo> {
  const user = await currentUser()
  const result = await user.getIdTokenResult()
  return {
    token: result.token,
    signedInAt: Date.parse(result.authTime),
    moderator: result.claims.moderator === true,
    signInMethod: signInMethodOf(user),
  }
}

/** A person with a password proves it by their password; one who only ever used Google, by Google. */
function signInMethodOf(user: User): SignInMethod {
  const providers = user.providerData.map((entry) => entry.providerId)
  return providers.includes(EmailAuthProvider.PROVIDER_ID) || !providers.includes(GoogleAuthProvider.PROVIDER_ID)
    ? 'password'
    : 'google'
}

export async function reauthenticate(password?: string): Promise<void> {
  const user = await currentUser()
  if (password !== undefined) {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password))
    return
  }
  // Emulator builds only, as for signing in (emulator-google.ts); production opens Google's popup.
  if (import.meta.env.VITE_AUTH_EMULATOR_URL) {
    const { reauthenticateWithEmulatorGoogle } = await import('./emulator-google')
    if (await reauthenticateWithEmulatorGoogle(user)) return
  }
  await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver)
}

/** The session call last sent, settled or not. */
let lastSessionCall: Promise<unknown> = Promise.resolve()

/**
 * The session calls run once the auth bridge has reported, after first paint; the API client
 * (with its response schemas) loads then, so it stays out of the home's first load. They go one
 * at a time, in the order of the auth changes: a log-out's answer clears the session cookie, so on
 * a slow server it must never land after the answer of the sign-in that followed it.
 */
function sessionCall(path: string, init: ApiInit): Promise<void> {
  const call = lastSessionCall.then(async () => {
    const { credentialedApi } = await import('../../lib/api-client')
    await credentialedApi(path, init)
  })
  lastSessionCall = call.catch(() => undefined)
  return call
}

/** Asks the API for the HttpOnly `__session` cookie; the response body is not read (docs/decisions/sessions.md). */
export async function startServerSession(user: User): Promise<void> {
  const token = await user.getIdToken()
  await sessionCall(apiPaths.jwt, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: { email: user.email },
  })
}

/** Tells the API nobody is signed in here: it clears the `__session` cookie (docs/decisions/sessions.md). */
export function endServerSession(): Promise<void> {
  return sessionCall(apiPaths.logout, { method: 'POST' })
}

/**
 * The session call each person's latest sign-in asked for, by uid, settled or not (never failing).
 * A sign-in resolves only once its call has settled: its success toast then shows, and a page
 * loaded next arrives, with the `__session` cookie already set (a page loaded between the two
 * had landed on /login).
 */
function createServerSessions() {
  const started = new Map<string, Promise<void>>()
  const waiting = new Map<string, ((call: Promise<void>) => void)[]>()
  return {
    started(uid: string, call: Promise<void>): void {
      started.set(uid, call)
      for (const hand of waiting.get(uid) ?? []) hand(call)
      waiting.delete(uid)
    },
    /** Nobody is signed in: the next sign-in of anyone waits for its own call. */
    ended(): void {
      started.clear()
    },
    /** Settles once the session call of `uid`'s sign-in has, whether or not Firebase Auth has reported it yet. */
    settledFor(uid: string): Promise<void> {
      const call = started.get(uid)
      if (call) return call
      return new Promise<Promise<void>>((resolve) => waiting.set(uid, [...(waiting.get(uid) ?? []), resolve])).then(
        (next) => next,
      )
    },
  }
}

/** This page's: one session provider reports to them. */
export const serverSessions = createServerSessions()
