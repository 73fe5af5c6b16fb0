import { control } from 'leaflet'
import { useEffect } from 'react'
import { useMap } from 'react-leaflet'
import { useLanguage } from '../../../lib/use-language'
import { widgetText } from '../../../texts/widgets'

/**
 * The map's + and − buttons, titled in the reader's language (Leaflet's own zoom control says "Zoom
 * in" whatever the page's language). Leaflet reads the titles once, so a switch replaces the control.
 * The map is created with `zoomControl={false}`.
 */
export function LocalizedZoom() {
  const map = useMap()
  const language = useLanguage()
  useEffect(() => {
    const zoom = control.zoom({ zoomInTitle: widgetText.zoomIn, zoomOutTitle: widgetText.zoomOut }).addTo(map)
    return () => {
      zoom.remove()
    }
  }, [map, language])
  return null
}
