import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { AppProviders } from './providers'
import { AppRoutes } from './router'
import { AdoptingPrerenderedHtml } from '../lib/use-hydrated'

/**
 * The app's first render at `/`, as HTML, for index.html (vite.config.ts runs this at build
 * time). The same tree start.tsx hydrates, so hydration draws what the visitor already sees: the
 * top bar (session still loading), the hero's first slide, 'Loading...' and the footer.
 * Emotion writes each component's styles inline before it; nothing here runs in the browser.
 */
export function prerenderHome(): string {
  return renderToString(
    <StrictMode>
      <AdoptingPrerenderedHtml>
        <AppProviders>
          <StaticRouter location="/">
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </AdoptingPrerenderedHtml>
    </StrictMode>,
  )
}

/** The element the app renders into, empty in the built pages until a pre-render fills it. */
export const EMPTY_ROOT = '<div id="root"></div>'

/**
 * A built page (its `#root` empty) with a pre-rendered app in it: Emotion's styles into `<head>`
 * (hoistEmotionStyles), the markup into `#root`, and `after` just behind it (outside what React
 * hydrates).
 */
export function fillPage(page: string, rendered: string, after = ''): string {
  if (!page.includes(EMPTY_ROOT)) throw new Error(`the page needs ${EMPTY_ROOT}`)
  const { head, body } = hoistEmotionStyles(rendered)
  return page.replace('</head>', `${head}\n  </head>`).replace(EMPTY_ROOT, `<div id="root">${body}</div>${after}`)
}

/** What Emotion writes before each component in a server render: its key, the style's names, the CSS. */
const INLINE_EMOTION_STYLE = /<style data-emotion="([\w-]+) ([^"]+)"[^>]*>([\s\S]*?)<\/style>/g

/**
 * The pre-rendered page's styles moved out of its markup into `<head>`: one element for the
 * components' styles, listing every name, and the global styles' own elements (Emotion's `Global`
 * finds each by its name when it hydrates). In the browser, Emotion's cache would move each of the
 * inline elements there itself before React hydrates (some 40, one at a time, each making the
 * browser check the page's styles again); written there at build time, the page parses one
 * style sheet and the app's start has nothing to move.
 */
export function hoistEmotionStyles(html: string): { head: string; body: string } {
  const globals: string[] = []
  const names: string[] = []
  const rules: string[] = []
  let key = ''
  const body = html.replace(
    INLINE_EMOTION_STYLE,
    (element: string, styleKey: string, styleNames: string, css: string) => {
      if (styleKey.endsWith('-global')) globals.push(element)
      else {
        key = styleKey
        names.push(styleNames)
        rules.push(css)
      }
      return ''
    },
  )
  const components = names.length > 0 ? `<style data-emotion="${key} ${names.join(' ')}">${rules.join('')}</style>` : ''
  return { head: globals.join('') + components, body }
}
