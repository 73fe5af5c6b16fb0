/**
 * Pages the function renders for Hosting (firebase.json rewrites them to `api`) instead of the
 * empty app shell, so their largest paint comes with the HTML (docs/decisions/server-rendered-allfood.md).
 * The web renders them (web/src/app/server-render.tsx, built into functions/lib/web) and adopts them.
 * Express's patterns: Hosting's rewrite for each writes a parameter as `*`.
 */
export const renderedPages = {
  allFood: '/allfood',
  details: '/details/:id',
} as const

/** An API answer as it went over the wire: its JSON body and the headers the web reads (paging). */
export interface ApiAnswer {
  body: unknown
  headers: Record<string, string>
}

/**
 * Who a page was drawn for, as the web's session holds a signed-in person (the top bar shows their
 * name and photo): the person their session cookie names, as the API reads it for the page's calls.
 */
export interface DrawnPerson {
  uid: string
  email: string
  displayName: string | null
  photoURL: string | null
}

/** What the web's server build exports (functions/lib/web/render.mjs). */
export interface PageRenderer {
  /**
   * /allfood with its first page drawn: `shell` (the built page with an empty `#root`) filled with
   * the markup, its styles, and `firstPage`, the list's first answer, for the app to start from.
   */
  renderAllFood(shell: string, firstPage: ApiAnswer): Promise<string>
  /**
   * A food's details as `person` sees them, from `food`, GET /api/food/{id}'s answer to them: the
   * page, the food and the person carried for the app to start from, signed in as they were drawn.
   */
  renderDetails(shell: string, id: string, food: ApiAnswer, person: DrawnPerson): Promise<string>
}
