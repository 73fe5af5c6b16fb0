import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export interface ListTableProps {
  label: string
  columns: readonly string[]
  minWidth: number
  /** The body's rows. */
  children: ReactNode
}

/** The tables of /mypost and /myrequest: a labelled table with the spec's column headings. */
export function ListTable({ label, columns, minWidth, children }: ListTableProps) {
  return (
    // TableContainer scrolls sideways on small screens instead of squeezing the columns.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table sx={{ minWidth }} aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  )
}

/** The 'Foods' column: the food's picture beside its name. */
export function FoodCell({ img, name }: { img: string; name: string }) {
  return (
    <TableCell>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          component="img"
          src={img}
          alt={name}
          sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
        />
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
      </Stack>
    </TableCell>
  )
}
