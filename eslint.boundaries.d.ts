/** Types for eslint.boundaries.js, which ESLint loads untyped and a unit test imports. */
export declare const importBoundaries: {
  basePath: string
  zones: { target: string; from: string | string[]; message: string }[]
}
export declare const packageBoundaries: {
  files: string[]
  patterns: { group: string[]; message: string }[]
}[]
