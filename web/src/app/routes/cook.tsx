import { MarketingPage } from '../../components/marketing/marketing-page'

const stops = [
  {
    title: 'Meet the kitchen',
    text: 'Start in a neighbourhood kitchen where donors plan what to cook with what is left over.',
  },
  { title: 'Cook together', text: 'Learn three simple dishes that keep well for a day and travel safely in a box.' },
  {
    title: 'Pack and share',
    text: 'Label each dish with its expiry date and pickup place, then post it on FoodShare.',
  },
] as const

/** Static marketing page (docs/product.md, Screens): placeholder tour-style copy. */
export function Component() {
  return (
    <MarketingPage
      title="Cooking with FoodShare"
      intro="Join a relaxed cooking tour: see how our donors turn surplus ingredients into meals the neighbourhood can enjoy."
      image={{ src: '/images/cooking.svg', alt: 'A pot steaming on a stove' }}
      secondImage={{ src: '/images/ingredients.svg', alt: 'A plate of fresh tomatoes, herbs and oranges' }}
      stops={stops}
    />
  )
}
