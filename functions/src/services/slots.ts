/**
 * At most `size` pieces of work at once in this instance; the rest wait their turn, first come
 * first served. A slot passes straight from the work that ends to the next in line.
 */
export function slots(size: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0
  const waiting: (() => void)[] = []
  return async (work) => {
    if (running < size) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await work()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}
