/**
 * The page's one script, kept tiny: it lets the browser paint the pre-rendered home first
 * (index.html), then loads and runs the app. Run at once, the app's JavaScript would hold the first
 * paint until it had all been evaluated. The app's chunks download meanwhile (modulepreload links,
 * web/vite.config.ts).
 */
let started = false
function start(): void {
  if (started) return
  started = true
  void import('./app/start')
}
// The task after the next frame runs after its paint.
requestAnimationFrame(() => setTimeout(start))
// A background tab runs no frames: start anyway.
setTimeout(start, 250)
