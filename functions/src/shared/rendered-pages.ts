/**
 * Pages the function renders for Hosting (firebase.json rewrites them to `api`) instead of the
 * empty app shell, so their largest paint comes with the HTML (docs/decisions/server-rendered-allfood.md).
 * The web renders them (web/src/app/server-render.tsx, built into functions/lib/web) and adopts them.
 */
export const renderedPages = {
  allFood: '/allfood',
} as const

/** An API answer as it went over the wire: its JSON body and the headers the web reads (paging). */
export interface ApiAnswer {
  body: unknown
  headers: Record<string, string>
}

/** What the web's server build exports (functions/lib/web/render.mjs). */
export interface PageRenderer {
  /**
   * /allfood with its first page drawn: `shell` (the built page with an empty `#root`) filled with
   * the markup, its styles, and `firstPage`, the list's first answer, for the app to start from.
   */
  renderAllFood(shell: string, firstPage: ApiAnswer): Promise<string>
}
