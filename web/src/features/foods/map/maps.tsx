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
import { useEffect, useMemo, useState } from 'react'
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet'
import { useNavigate } from 'react-router-dom'
import type { Coordinates } from '@shared/geo'
import { paths } from '../../../config/paths'
import { nearText } from '../../../texts/near'
import { LocalizedZoom } from './localized-zoom'

/** Subdomains a–c: the host Hosting's Content-Security-Policy names (`*.tile.openstreetmap.org`). */
const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
/** Where an empty pickup map starts: the whole world, for the donor to zoom into. */
const WORLD = { center: { lat: 20, lng: 0 }, zoom: 2 }
const STREET_ZOOM = 15
const MAP_HEIGHT = 320

/** A teardrop pin drawn in CSS; its tip (bottom centre) sits on the point. */
const pin = divIcon({
  className: 'foodshare-pin',
  html: '<span aria-hidden="true" style="display:block;width:24px;height:24px;border-radius:50% 50% 50% 0;background:#2e7d32;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5);transform:rotate(-45deg)"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 30],
})

/** A point as the API takes it: a map panned round the world answers longitudes past ±180. */
function toPoint(latLng: LatLng): Coordinates {
  const { lat, lng } = latLng.wrap()
  return { lat, lng }
}

function Tiles() {
  return <TileLayer url={TILE_URL} attribution={ATTRIBUTION} />
}

interface FoodsMapProps {
  foods: readonly { _id: string; foodName: string; coordinates?: Coordinates | undefined }[]
}

/** The current results on a map, one pin per food with a pickup point; a pin opens its details. */
export function FoodsMap({ foods }: FoodsMapProps) {
  const navigate = useNavigate()
  const placed = useMemo(
    () => foods.flatMap((food) => (food.coordinates ? [{ ...food, point: food.coordinates }] : [])),
    [foods],
  )
  const view = useMemo(() => {
    if (placed.length === 0) return { center: WORLD.center, zoom: WORLD.zoom }
    if (placed.length === 1) return { center: placed[0]?.point ?? WORLD.center, zoom: STREET_ZOOM - 1 }
    return { bounds: latLngBounds(placed.map(({ point }) => [point.lat, point.lng])) }
  }, [placed])

  return (
    <Box
      role="region"
      aria-label={nearText.mapLabel}
      sx={{ height: MAP_HEIGHT * 1.5, borderRadius: 1, overflow: 'hidden' }}
    >
      <MapContainer {...view} boundsOptions={{ padding: [32, 32] }} zoomControl={false} style={{ height: '100%' }}>
        <LocalizedZoom />
        <Tiles />
        {placed.map((food) => (
          <Marker
            key={food._id}
            position={food.point}
            icon={pin}
            title={food.foodName}
            alt={food.foodName}
            eventHandlers={{ click: () => void navigate(paths.details(food._id)) }}
          />
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

/** A click on the map puts the pin there. */
function PlaceOnClick({ onPlace }: { onPlace: (point: Coordinates) => void }) {
  useMapEvents({ click: (event) => onPlace(toPoint(event.latlng)) })
  return null
}

/** The add and edit forms' map: click to place the pin, drag it, or put it at the map's centre (keyboard). */
export function PickupMap({ value, onChange, radiusKm }: PickupMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null)
  const start = value ? { center: value, zoom: STREET_ZOOM } : WORLD

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
