import { MarketingPage } from '../../components/marketing/marketing-page'

const stops = [
  { title: 'Pick up', text: 'Our volunteers collect packed meals from donors at the pickup location they chose.' },
  { title: 'On the road', text: 'Meals travel in insulated boxes along short routes, so nothing waits long.' },
  { title: 'At your door', text: 'Food arrives well before its expiry date, ready to enjoy the same day.' },
] as const

/** Static marketing page (the route is spelt /delivary; docs/product.md, Screens): placeholder tour-style copy. */
export function Component() {
  return (
    <MarketingPage
      title="Delivery with FoodShare"
      intro="Ride along with our delivery tour: from a donor's kitchen to a neighbour's table in under an hour."
      image={{ src: '/images/delivery.svg', alt: 'A delivery van loaded with food boxes' }}
      secondImage={{ src: '/images/doorstep.svg', alt: 'A food parcel waiting by a front door' }}
      stops={stops}
    />
  )
}
