/**
 * The web's own navigation labels (the spec's are in functions/src/shared/copy.ts). A file of its
 * own: the top bar is on the home's first load, and a text file a screen shares with it would ride
 * along whole.
 */
export const accountNavLabel = 'Account'
