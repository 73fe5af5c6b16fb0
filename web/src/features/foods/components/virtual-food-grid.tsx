import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useInitialScrollOffset } from '../../../lib/use-scroll-restoration'
import { FOOD_ROW_ESTIMATE_PX } from '../../../config/constants'
import { FoodCard } from './food-card'
import { FIRST_CARDS, gridColumns, type FoodGridProps } from './food-grid'
import { useSettled } from '../../../lib/use-hydrated'

/** The grid's columns at this screen width, as FoodGrid's CSS has them. */
function useColumns(largeColumns: 2 | 3): number {
  const theme = useTheme()
  const medium = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true })
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true })
  if (large) return largeColumns
  return medium ? 2 : 1
}

function rowsOf<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = []
  for (let start = 0; start < items.length; start += columns) rows.push(items.slice(start, start + columns))
  return rows
}

/**
 * The rows each history entry's list measured, so Back draws them at the heights they had: rows
 * above the window drawn at an estimate would move the card the person left by the difference.
 */
const measuredRows = new Map<string, VirtualItem[]>()

/**
 * FoodGrid for long lists: only the rows near the screen are in the DOM, so thousands of
 * loaded foods keep the page light. Rows of 1, 2 or 3 cards scroll with the window.
 *
 * The first cards are a plain grid above the windowed rows, drawn the same before and after the app
 * starts: a page the function rendered (docs/decisions/server-rendered-allfood.md) shows them, and
 * React adopts them as they are. Swapping them for windowed rows once hydrated would unmount and
 * draw them again, with the rows the window holds, in one commit: a task of some 75 ms on a phone
 * (300 ms at Lighthouse's 4× CPU), all of it in Total Blocking Time. The server knows neither the
 * screen's width nor where the window is scrolled, so the windowed rows start once React has
 * adopted the page.
 */
export function VirtualFoodGrid({ foods, detailsLabel, largeColumns = 3, label = 'Foods' }: FoodGridProps) {
  // Drawing the rows (each measured, a layout forced) in the commit that ends hydration made it a
  // task of 30–50 ms at 1×: they wait for the browser to be idle after it.
  const windowed = useSettled()
  const columns = useColumns(largeColumns)
  // Whole rows only, at this width (3, 2 or 3 of the first 3): the windowed rows then start a row of their own.
  const firstCount = windowed ? FIRST_CARDS - (FIRST_CARDS % columns) : FIRST_CARDS
  return (
    <Box component="section" aria-label={label} data-columns={largeColumns}>
      <Box sx={{ ...gridColumns(largeColumns), pb: 3 }}>
        {foods.slice(0, firstCount).map((food, index) => (
          <FoodCard
            key={food._id}
            food={food}
            detailsLabel={detailsLabel}
            headingLevel="h2"
            // The first is the page's largest paint on a phone; the others are below it there.
            priority={index === 0}
            largeColumns={largeColumns}
          />
        ))}
      </Box>
      {windowed && (
        <WindowedRows
          foods={foods.slice(firstCount)}
          detailsLabel={detailsLabel}
          largeColumns={largeColumns}
          columns={columns}
        />
      )}
    </Box>
  )
}

interface WindowedRowsProps extends Required<Pick<FoodGridProps, 'foods' | 'detailsLabel' | 'largeColumns'>> {
  columns: number
}

function WindowedRows({ foods, detailsLabel, largeColumns, columns }: WindowedRowsProps) {
  const rows = rowsOf(foods, columns)
  const list = useRef<HTMLDivElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  const entry = useLocation().key

  // Where the rows start on the page (the window scrolls, the rows are placed from there); the
  // text and cards above them wrap differently at another width.
  useLayoutEffect(() => {
    function measure() {
      const top = list.current ? list.current.getBoundingClientRect().top + window.scrollY : 0
      setScrollMargin((current) => (Math.abs(current - top) < 1 ? current : top))
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [])

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => FOOD_ROW_ESTIMATE_PX,
    overscan: 2,
    scrollMargin,
    initialOffset: useInitialScrollOffset(),
    initialMeasurementsCache: measuredRows.get(entry),
  })
  useEffect(() => () => void measuredRows.set(entry, virtualizer.takeSnapshot()), [entry, virtualizer])

  return (
    <Box ref={list} sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <Box
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          sx={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            pb: 3,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {rows[row.index]?.map((food) => (
            // Straight under the page's h1 'Total Foods Data (…)'.
            <FoodCard
              key={food._id}
              food={food}
              detailsLabel={detailsLabel}
              headingLevel="h2"
              largeColumns={largeColumns}
            />
          ))}
        </Box>
      ))}
    </Box>
  )
}
