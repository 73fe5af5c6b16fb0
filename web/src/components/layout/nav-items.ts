import { paths } from '../../config/paths'
import { copy } from '../../texts/copy'
import { accountNavLabel } from '../../texts/nav'

export interface NavItem {
  to: string
  label: string
}

/** The navigation links by sign-in state (docs/product.md, Screens). */
export function navItems(signedIn: boolean): NavItem[] {
  return [
    { to: paths.home, label: copy.nav.home },
    { to: paths.allFood, label: copy.nav.allFood },
    ...(signedIn
      ? [
          { to: paths.addFood, label: copy.nav.addFood },
          { to: paths.myPost, label: copy.nav.myPost },
          { to: paths.myRequest, label: copy.nav.myRequest },
          { to: paths.account, label: accountNavLabel },
        ]
      : []),
    { to: paths.cook, label: copy.nav.cook },
    { to: paths.delivary, label: copy.nav.delivary },
  ]
}

/** Shown in the side menu (and as bar buttons) only when signed out. */
export function signedOutItems(): NavItem[] {
  return [
    { to: paths.login, label: copy.nav.login },
    { to: paths.register, label: copy.nav.register },
  ]
}
