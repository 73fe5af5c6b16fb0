import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useInfiniteQuery } from '@tanstack/react-query'
import { PagedQueryContent } from '../../components/loading'
import { useSession } from '../../features/auth/session-context'
import { postedFoodsQuery } from '../../features/foods/api/get-posted'
import { PostedTable } from '../../features/foods/components/posted-table'
import { copy } from '../../texts/copy'

/** The user's posted foods, fetched by their email (docs/product.md, Accounts and sessions). */
export function Component() {
  const { user } = useSession()
  return (
    <Container sx={{ my: 4 }}>
      <Typography variant="h4" component="h1" align="center" gutterBottom>
        {copy.myPost.heading}
      </Typography>
      {/* The protected route guarantees an email; without one there is nothing of the user's to list. */}
      {user?.email ? <PostedFoods email={user.email} /> : <PostedTable foods={[]} />}
    </Container>
  )
}

function PostedFoods({ email }: { email: string }) {
  const query = useInfiniteQuery(postedFoodsQuery(email))
  return <PagedQueryContent query={query}>{(foods) => <PostedTable foods={foods} />}</PagedQueryContent>
}
