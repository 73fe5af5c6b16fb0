/** The app's own words: menus, landmarks, states, the footer. Part of every first load. */
import en from '../locales/en/app.json'
import { catalogue } from './catalog'

const section = catalogue('app', en)

export const appText = section('appText', {
  couldNotShow: (reason: string) => ({ reason }),
})

export const footerText = section('footerText', {
  rights: (year: number, brand: string) => ({ year, brand }),
})
