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

/**
 * The words of other libraries' widgets (dialog buttons, the slider, map zoom, toasts), which would
 * otherwise speak English. `goToSlide` keeps `{{index}}` for Swiper, which fills it in itself.
 */
export const widgetText = section('widgetText')
