import { render, type RenderResult } from '@testing-library/react'
import { MemoryRouter, useLocation, type Location } from 'react-router-dom'
import { useLayoutEffect } from 'react'
import { vi } from 'vitest'
import { BaseProviders } from '../app/providers'
import { queryClient } from '../app/query-client'
import { AppRoutes } from '../app/router'
import { SessionContext, type Session, type SignedInUser } from '../features/auth/session-context'

/** A signed-in user with an email; override what the test needs. */
export function testUser(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    uid: 'user-1',
    displayName: 'Marco Rossi',
    email: 'marco@example.com',
    photoURL: 'https://images.example.com/marco.jpg',
    ...overrides,
  }
}

export interface RenderAppOptions {
  /** A partial user is completed with testUser(); null or absent means signed out. */
  user?: Partial<SignedInUser> | null
  /** Overrides of the session: `loading`, or action stubs such as `signIn`. */
  session?: Partial<Session>
  /** History state of the first entry, e.g. `{ from: '/mypost' }` as RequireAuth leaves it. */
  locationState?: unknown
}

/** Where the test's router is: tests assert the page a click or a redirect led to. */
export interface TestRouter {
  state: { location: Location }
}

export type RenderAppResult = RenderResult & { router: TestRouter; session: Session }

/** Tells the test each location the app renders (in its layout effects, before anything awaits). */
function LocationOf({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation()
  useLayoutEffect(() => onLocation(location), [location, onLocation])
  return null
}

/**
 * Renders the app's real routes and providers at `path`, with the session given by the test
 * (signed out and settled by default, every action a vi.fn()).
 */
export function renderApp(path: string, options: RenderAppOptions = {}): RenderAppResult {
  const session: Session = {
    user: options.user ? testUser(options.user) : null,
    loading: false,
    signIn: vi.fn(() => Promise.resolve()),
    signInWithGoogle: vi.fn(() => Promise.resolve()),
    register: vi.fn(() => Promise.resolve()),
    signOut: vi.fn(() => Promise.resolve()),
    sendPasswordReset: vi.fn(() => Promise.resolve()),
    idToken: vi.fn(() =>
      Promise.resolve({
        token: 'test-id-token',
        signedInAt: Date.now(),
        moderator: false,
        signInMethod: 'password' as const,
      }),
    ),
    reauthenticate: vi.fn(() => Promise.resolve()),
    ...options.session,
  }
  // The pages import the app's queryClient, so tests use it too, emptied and without retries.
  queryClient.clear()
  queryClient.setDefaultOptions({
    queries: { retry: false, staleTime: 10_000, gcTime: Infinity },
    mutations: { retry: false },
  })
  const entry = options.locationState === undefined ? path : { pathname: path, state: options.locationState }
  let location: Location | undefined
  const router: TestRouter = {
    state: {
      get location() {
        if (!location) throw new Error('The memory router has rendered no location yet')
        return location
      },
    },
  }
  const onLocation = (next: Location) => {
    location = next
  }
  const result = render(
    <BaseProviders queryClient={queryClient}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[entry]}>
          <LocationOf onLocation={onLocation} />
          <AppRoutes />
        </MemoryRouter>
      </SessionContext.Provider>
    </BaseProviders>,
  )
  return { ...result, router, session }
}
