/** The static tour pages, /cook and /delivary (docs/product.md, Screens). */
import en from '../locales/en/marketing.json'
import { catalogue } from './catalog'

export const marketingText = catalogue('marketing', en)('marketingText')
