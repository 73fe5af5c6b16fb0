import { useState } from 'react'
import type { Coordinates } from '@shared/geo'
import { currentPosition, LocationError } from '../../lib/geolocation'
import { nearText } from '../../texts/near'

export interface NearMe {
  /** The visitor's point once they shared it: the list is then nearest first. */
  point: Coordinates | undefined
  locating: boolean
  /** Why there is no point (refused, unavailable): the list stays as it was. */
  problem: string | undefined
  locate: () => void
  clear: () => void
}

/** 'Near me' on /allfood: asks the browser for the location only when the visitor presses it. */
export function useNearMe(): NearMe {
  const [point, setPoint] = useState<Coordinates>()
  const [locating, setLocating] = useState(false)
  const [problem, setProblem] = useState<string>()

  function locate() {
    setLocating(true)
    setProblem(undefined)
    currentPosition()
      .then(setPoint, (failure: unknown) =>
        setProblem(failure instanceof LocationError ? failure.message : nearText.unavailable),
      )
      .finally(() => setLocating(false))
  }

  return { point, locating, problem, locate, clear: () => setPoint(undefined) }
}
