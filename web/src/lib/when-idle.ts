/**
 * Runs `callback` once the browser is idle (in the next task where it cannot say so); returns what
 * cancels it. For drawing what nobody sees yet in a task of its own, after what they do see.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(callback)
    return () => cancelIdleCallback(idle)
  }
  const timer = setTimeout(callback)
  return () => clearTimeout(timer)
}
