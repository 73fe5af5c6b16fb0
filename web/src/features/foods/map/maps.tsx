/**
 * The maps (docs/decisions/near-me.md), one lazily loaded chunk with Leaflet and its CSS: nothing here loads
 * until a map is opened. Markers are CSS pins (`divIcon`), not Leaflet's default icons, which
 * load images by URL. OpenStreetMap's tiles do not load offline: the map then shows its pins on
 * Leaflet's plain background, and a tile that fails is an event, never an unhandled error.
 */
import 'leaflet/dist/leaflet.css'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import {
  divIcon,
  type LatLng,
  latLng,
  latLngBounds,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
} from 'leaflet'
import Typography from '@mui/material/Typography'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Circle, MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet'
import { Link as RouterLink } from 'react-router-dom'
import type { Coordinates } from '@shared/geo'
import { paths } from '../../../config/paths'
import { copy } from '../../../texts/copy'
import { nearText } from '../../../texts/near'
import { currentPosition } from '../../../lib/geolocation'
import { itemsOf } from '../../../lib/list-pages'
import { loopText } from '../../../texts/requests'
import { foodPagesQuery, allFoodListParams } from '../api/get-foods'
import { type MapView, pickupStartView, WORLD } from './start-view'
import { LocalizedZoom } from './localized-zoom'

/** Subdomains a–c: the host Hosting's Content-Security-Policy names (`*.tile.openstreetmap.org`). */
const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
const STREET_ZOOM = 15
const MAP_HEIGHT = 320

/** A teardrop pin drawn in CSS; its tip (bottom centre) sits on the point. */
const pin = divIcon({
  className: 'foodshare-pin',
  html: '<span aria-hidden="true" style="display:block;width:24px;height:24px;border-radius:50% 50% 50% 0;background:#2e7d32;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5);transform:rotate(-45deg)"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 30],
})

/** The person's own point: a blue dot, unlike the food pins, named for screen readers (Leaflet's `title` names no div). */
function herePin(label: string) {
  const text = document.createElement('span')
  text.textContent = label
  return divIcon({
    className: 'foodshare-here',
    html: `<span role="img" aria-label="${text.innerHTML.replaceAll('"', '&quot;')}" style="display:block;width:18px;height:18px;border-radius:50%;background:#1565c0;border:3px solid #fff;box-shadow:0 0 0 2px #1565c0,0 1px 4px rgba(0,0,0,.5)"></span>`,
    iconSize: [18, 18],
    iconAnchor: [9, 9],
  })
}

/** A point as the API takes it: a map panned round the world answers longitudes past ±180. */
function toPoint(latLng: LatLng): Coordinates {
  const { lat, lng } = latLng.wrap()
  return { lat, lng }
}

function Tiles() {
  return <TileLayer url={TILE_URL} attribution={ATTRIBUTION} />
}

interface FoodsMapProps {
  foods: readonly {
    _id: string
    foodName: string
    quantity: number
    portionsLeft: number
    coordinates?: Coordinates | undefined
  }[]
  /** The person's own point when they asked for foods near them: shown, and kept in view. */
  here?: Coordinates | undefined
}

/**
 * The current results on a map, one pin per food with a pickup point. A pin opens a popup with
 * the food's name, its portions left and a link to its details, rather than leaving at once: the
 * person sees what a pin is before they go.
 */
export function FoodsMap({ foods, here }: FoodsMapProps) {
  const placed = useMemo(
    () => foods.flatMap((food) => (food.coordinates ? [{ ...food, point: food.coordinates }] : [])),
    [foods],
  )
  const view = useMemo(() => {
    const points = [...placed.map(({ point }) => point), ...(here ? [here] : [])]
    if (points.length === 0) return { center: WORLD.center, zoom: WORLD.zoom }
    if (points.length === 1) return { center: points[0] ?? WORLD.center, zoom: STREET_ZOOM - 1 }
    return { bounds: latLngBounds(points.map((point) => [point.lat, point.lng])) }
  }, [placed, here])
  const hereIcon = useMemo(() => herePin(nearText.youAreHere), [])

  return (
    <Box
      role="region"
      aria-label={nearText.mapLabel}
      sx={{ height: MAP_HEIGHT * 1.5, borderRadius: 1, overflow: 'hidden' }}
    >
      <MapContainer {...view} boundsOptions={{ padding: [32, 32] }} zoomControl={false} style={{ height: '100%' }}>
        <LocalizedZoom />
        <Tiles />
        {here && (
          <Marker
            position={here}
            icon={hereIcon}
            title={nearText.youAreHere}
            interactive={false}
            keyboard={false}
            zIndexOffset={-1000}
          />
        )}
        {placed.map((food) => (
          <Marker key={food._id} position={food.point} icon={pin} title={food.foodName} alt={food.foodName}>
            <Popup>
              <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
                {food.foodName}
              </Typography>
              <Typography component="p" variant="body2" sx={{ my: 0.5 }}>
                {loopText.portionsLeft(food.portionsLeft, food.quantity)}
              </Typography>
              {/* Leaflet styles the popup's links; MUI's Link here would split a chunk off the first load. */}
              <RouterLink to={paths.details(food._id)}>{copy.allFood.seeFoodsDetails}</RouterLink>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </Box>
  )
}

interface PickupMapProps {
  value: Coordinates | null | undefined
  onChange: (point: Coordinates) => void
  /** A circle of this radius around the pin (an alert's reach), kept in view as it changes. */
  radiusKm?: number | undefined
}

/** Fits the view to the circle whenever the pin or the radius moves. */
function FitCircle({ center, radiusKm }: { center: Coordinates; radiusKm: number }) {
  const map = useMap()
  useEffect(() => {
    map.fitBounds(latLng(center.lat, center.lng).toBounds(radiusKm * 2000), { padding: [16, 16] })
  }, [map, center.lat, center.lng, radiusKm])
  return null
}

/**
 * Moves an empty picker to where the donor probably is, once that is known: the map opens at
 * once on the world and never waits on it. While a pin is on it, it stays put.
 */
function StartNearPerson({ view }: { view: MapView | undefined }) {
  const map = useMap()
  // Once: a later answer (the list refreshed) must not move a map the donor is looking at.
  const moved = useRef(false)
  useEffect(() => {
    if (!view || moved.current) return
    moved.current = true
    if ('bounds' in view)
      map.fitBounds(latLngBounds(view.bounds.map(({ lat, lng }) => [lat, lng])), { padding: [16, 16] })
    else map.setView(view.center, view.zoom)
  }, [map, view])
  return null
}

/**
 * The browser's position, only when the person already allowed it: opening the map never asks.
 * Undefined when not allowed, unknown, or the browser cannot say.
 */
async function positionIfAllowed(): Promise<Coordinates | undefined> {
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' })
    if (status.state !== 'granted') return undefined
    return await currentPosition()
  } catch {
    return undefined
  }
}

/** Where an empty picker should open: near the person, else where the listed foods are, else the world. */
function useStartView(enabled: boolean): MapView | undefined {
  // Undefined while the browser is asked, null when it may not or cannot say. Kept in this map's
  // state only, never in the query cache: a position is not something to keep.
  const [here, setHere] = useState<Coordinates | null | undefined>(enabled ? undefined : null)
  useEffect(() => {
    if (!enabled) return
    let current = true
    void positionIfAllowed().then((point) => {
      if (current) setHere(point ?? null)
    })
    return () => {
      current = false
    }
  }, [enabled])
  // The first page of /allfood, often already in the cache; its points are rounded, plenty for a start.
  const listed = useInfiniteQuery({ ...foodPagesQuery(allFoodListParams), enabled: enabled && here === null })
  if (!enabled || here === undefined) return undefined
  if (here) return pickupStartView({ here, listed: [] })
  if (listed.isPending) return undefined
  return pickupStartView({ here: undefined, listed: itemsOf(listed.data).flatMap((food) => food.coordinates ?? []) })
}

/** A click on the map puts the pin there. */
function PlaceOnClick({ onPlace }: { onPlace: (point: Coordinates) => void }) {
  useMapEvents({ click: (event) => onPlace(toPoint(event.latlng)) })
  return null
}

/** The add and edit forms' map: click to place the pin, drag it, or put it at the map's centre (keyboard). */
export function PickupMap({ value, onChange, radiusKm }: PickupMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null)
  // Decided when the map opens: a pin the donor places afterwards does not send them elsewhere.
  const [openedEmpty] = useState(!value)
  const start = value ? { center: value, zoom: STREET_ZOOM } : WORLD
  const nearPerson = useStartView(openedEmpty)

  return (
    <Box>
      <Box
        role="region"
        aria-label={nearText.pickupMapLabel}
        sx={{ height: MAP_HEIGHT, borderRadius: 1, overflow: 'hidden' }}
      >
        <MapContainer
          center={start.center}
          zoom={start.zoom}
          ref={setMap}
          zoomControl={false}
          style={{ height: '100%' }}
        >
          <LocalizedZoom />
          <Tiles />
          <PlaceOnClick onPlace={onChange} />
          {openedEmpty && <StartNearPerson view={value ? undefined : nearPerson} />}
          {value && (
            <Marker
              position={value}
              icon={pin}
              draggable
              title={nearText.pinMarker}
              alt={nearText.pinMarker}
              eventHandlers={{
                // Leaflet's events type their target loosely; a marker's dragend comes from the marker.
                dragend: (event) => onChange(toPoint((event.target as LeafletMarker).getLatLng())),
              }}
            />
          )}
          {value && radiusKm !== undefined && radiusKm > 0 && (
            <>
              <Circle center={value} radius={radiusKm * 1000} pathOptions={{ color: '#1565c0', weight: 2 }} />
              <FitCircle center={value} radiusKm={radiusKm} />
            </>
          )}
        </MapContainer>
      </Box>
      <Button
        size="small"
        sx={{ mt: 1 }}
        disabled={!map}
        onClick={() => {
          const centre = map?.getCenter()
          if (centre) onChange(toPoint(centre))
        }}
      >
        {nearText.pinAtCentre}
      </Button>
    </Box>
  )
}

const READ_ONLY_HEIGHT = 200

/** An accepted requester's view of the exact pickup point: the pin only, nothing to place or drag. */
export function PickupPointMap({ point, label }: { point: Coordinates; label: string }) {
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{ height: READ_ONLY_HEIGHT, width: '100%', borderRadius: 1, overflow: 'hidden' }}
    >
      <MapContainer center={point} zoom={STREET_ZOOM} scrollWheelZoom={false} style={{ height: '100%' }}>
        <Tiles />
        <Marker position={point} icon={pin} title={nearText.pinMarker} alt={nearText.pinMarker} keyboard={false} />
      </MapContainer>
    </Box>
  )
}
