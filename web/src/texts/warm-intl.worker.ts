/**
 * Runs beside the page, once, as the app starts (main.tsx). A renderer's first `Intl` object pays
 * for ICU's tables of locales, built once per process and shared by every thread of it: some
 * 40–50 ms on our machines, 150–200 ms at a phone's 4× slower CPU, in one piece. Paid on the main
 * thread, it fell inside the hydration of the first card's date or the "Showing 24 of 2012" line,
 * one long task that blocked a tap. Paid here, the main thread's first `Intl` object takes
 * 0.1–0.3 ms (docs/decisions/main-thread-after-first-paint.md, Update: ICU off the main thread).
 */
for (const locale of [undefined, 'en']) {
  new Intl.DateTimeFormat(locale).format(0)
  new Intl.NumberFormat(locale).format(0)
  new Intl.PluralRules(locale).select(0)
}
self.close()
