import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { NavLink } from 'react-router-dom'
import type { NavItem } from '../../components/layout/nav-items'
import { LanguageSelect } from './language-select'
import { copy } from '../../texts/copy'
import { appText } from '../../texts/app'

/** The side menu's current page: marked by a bar and a shade, as the top bar marks it by more than colour. */
const activeMenuItem = {
  '&.active': { bgcolor: 'action.selected', borderLeft: 4, borderColor: 'primary.main' },
} as const

/** The slide-out side menu of small screens, where the top bar's links do not fit. */
export function SideMenu({
  open,
  onClose,
  items,
  onLanguage,
}: {
  open: boolean
  onClose: () => void
  items: NavItem[]
  onLanguage?: (language: string) => void
}) {
  return (
    <Drawer id="side-menu" anchor="left" open={open} onClose={onClose}>
      <Box component="nav" aria-label={appText.sideMenu} sx={{ width: 260 }}>
        <Typography variant="h6" sx={{ px: 2, py: 1.5, fontWeight: 800 }}>
          {copy.brand}
        </Typography>
        <Box sx={{ px: 2, pb: 1.5 }}>
          <LanguageSelect id="language-side-menu" onChosen={onLanguage} />
        </Box>
        <Divider />
        <List>
          {items.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton component={NavLink} to={item.to} end onClick={onClose} sx={activeMenuItem}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  )
}
