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
import { useEffect } from 'react'
import { AuthProvider, FirebaseAppProvider, useSigninCheck } from 'reactfire'
import { auth, firebaseApp } from './firebase-auth'
import type { IdTokenInfo, SignInMethod } from './session-context'
import { SOMETHING_WENT_WRONG } from '../../texts/errors'

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

export async function createAccount(email: string, password: string): Promise<void> {
  await createUserWithEmailAndPassword(auth, email, password)
}

/** Sets name and photo after account creation (docs/product.md, Accounts and sessions); answers the user as it now is. */
export async function updateCurrentProfile(displayName: string, photoURL: string): Promise<User | null> {
  await auth.authStateReady()
  const user = auth.currentUser
  if (!user) return null
  await updateProfile(user, { displayName, photoURL })
  return auth.currentUser
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(auth)
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
