import { useQuery } from '@tanstack/react-query'
import { useParams, type LoaderFunctionArgs } from 'react-router-dom'
import type { Food } from '@shared/food'
import { Loading, LoadError } from '../../components/loading'
import { copy } from '../../config/copy'
import { paths } from '../../config/paths'
import { foodQuery } from '../../features/foods/api/get-food'
import { useUpdateFood } from '../../features/foods/api/update-food'
import { FoodForm } from '../../features/foods/components/food-form'
import { FOOD_STATUSES, foodUpdateInput } from '../../features/foods/food-schemas'
import { useFoodForm } from '../../features/foods/use-food-form'
import { queryClient } from '../query-client'

/** Texts the spec does not spell out for this form. */
export const updateFoodText = {
  heading: 'Update Food',
  submit: 'Update Food',
  failed: 'Could not update the food',
} as const

/**
 * Starts the single-food call before the screen renders (spec §2). prefetchQuery never throws:
 * a failure lands in the query, and the screen shows it with Retry.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.prefetchQuery(foodQuery(params.id ?? ''))
  return null
}

export function Component() {
  const { id = '' } = useParams()
  const food = useQuery(foodQuery(id))

  if (food.isPending) return <Loading />
  if (food.isError) return <LoadError error={food.error} onRetry={() => void food.refetch()} />
  // Keyed by id: the form takes its first values from this food and keeps the user's edits after.
  return <UpdateFoodForm key={food.data._id} food={food.data} />
}

function UpdateFoodForm({ food }: { food: Food }) {
  const updating = useUpdateFood()
  const form = useFoodForm({
    initialValues: {
      foodName: food.foodName,
      foodImg: food.foodImg,
      quantity: String(food.quantity),
      location: food.location,
      expireDateTime: food.expireDateTime,
      foodStatus: food.foodStatus,
    },
    schema: foodUpdateInput,
    save: async (input) =>
      (await updating.mutateAsync({ id: food._id, food: { ...input, donator: food.donator } })).modifiedCount > 0,
    successTitle: copy.dialog.updated,
    failureTitle: updateFoodText.failed,
    redirectTo: paths.myPost,
  })

  return (
    <FoodForm
      heading={updateFoodText.heading}
      submitLabel={updateFoodText.submit}
      // The edit form offers every status, so any change is possible (spec §4).
      statuses={FOOD_STATUSES}
      donator={food.donator}
      form={form}
    />
  )
}
