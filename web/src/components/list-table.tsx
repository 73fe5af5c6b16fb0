import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { ReactNode } from 'react'

/** One row: what each column shows, in the order of the column names. */
export interface ListRow {
  key: string
  cells: readonly ReactNode[]
}

export interface ListTableProps {
  label: string
  columns: readonly string[]
  rows: readonly ListRow[]
}

/**
 * The lists of /mypost and /myrequest with the spec's column names. A table from `sm` up; below
 * it (a phone) each row is a card whose fields keep the column names as visible labels, so
 * nothing runs off the screen and the actions stay in view (breakpoints in app/theme.ts).
 */
export function ListTable({ label, columns, rows }: ListTableProps) {
  const theme = useTheme()
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true })
  if (narrow) return <ListCards label={label} columns={columns} rows={rows} />
  return (
    <TableContainer>
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell key={columns[index] ?? index}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

function ListCards({ label, columns, rows }: ListTableProps) {
  return (
    <Stack component="ul" aria-label={label} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Card key={row.key} component="li" sx={{ p: 2 }}>
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            {row.cells.map((cell, index) => (
              <Box
                key={columns[index] ?? index}
                sx={{ display: 'grid', gridTemplateColumns: '7rem minmax(0, 1fr)', gap: 1, alignItems: 'center' }}
              >
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                  {columns[index]}
                </Typography>
                <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {cell}
                </Box>
              </Box>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  )
}

/** The 'Foods' column: the food's picture beside its name. */
export function FoodCell({ img, name }: { img: string; name: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        component="img"
        src={img}
        alt={name}
        sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
      />
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
    </Stack>
  )
}
