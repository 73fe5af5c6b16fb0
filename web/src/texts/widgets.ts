/**
 * The words of other libraries' widgets (dialog buttons, the slider, map zoom, toasts), which would
 * otherwise speak English. Its own module: every widget loads after the first paint, and so do these.
 * `goToSlide` keeps `{{index}}` for Swiper, which fills it in itself.
 */
import en from '../locales/en/widgets.json'
import { catalogue } from './catalog'

const section = catalogue('widgets', en)

export const widgetText = section('widgetText')
