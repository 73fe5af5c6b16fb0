import { MarketingPage } from '../../components/marketing/marketing-page'
import { marketingText } from '../../texts/marketing'

/** Static marketing page (the route is spelt /delivary; docs/product.md, Screens): placeholder tour-style copy. */
export function Component() {
  const text = marketingText.delivary
  return (
    <MarketingPage
      title={text.title}
      intro={text.intro}
      image={{ src: '/images/delivery.svg', alt: text.image }}
      secondImage={{ src: '/images/doorstep.svg', alt: text.secondImage }}
      stops={text.stops}
    />
  )
}
