import { MarketingPage } from '../../components/marketing/marketing-page'
import { marketingText } from '../../texts/marketing'

/** Static marketing page (docs/product.md, Screens): placeholder tour-style copy. */
export function Component() {
  const text = marketingText.cook
  return (
    <MarketingPage
      title={text.title}
      intro={text.intro}
      image={{ src: '/images/cooking.svg', alt: text.image }}
      secondImage={{ src: '/images/ingredients.svg', alt: text.secondImage }}
      stops={text.stops}
    />
  )
}
