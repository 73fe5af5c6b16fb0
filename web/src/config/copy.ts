/** Every fixed text of the product; screens and tests import these. */
export { copy } from '@shared/copy'
