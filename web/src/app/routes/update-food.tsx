import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import type { Food } from '@shared/responses'
import { QueryContent } from '../../components/loading'
import { paths } from '../../config/paths'
import { foodQuery } from '../../features/foods/api/get-food'
import { useSendFoodUpdate } from '../../features/foods/api/send-food-update'
import { FoodForm } from '../../features/foods/components/food-form'
import { isOwnFood, NotYourFood } from '../../features/foods/components/not-your-food'
import { useSession } from '../../features/auth/session-context'
import { FOOD_STATUSES, foodUpdateInput } from '../../features/foods/food-schemas'
import { localInputOf } from '../../features/foods/pickup-windows'
import { useFoodForm } from '../../features/foods/use-food-form'
import { copy } from '../../texts/copy'
import { updateFoodText } from '../../texts/foods'

export function Component() {
  const { id = '' } = useParams()
  // Keyed by id: the form takes its first values from this food and keeps the user's edits after.
  const query = useQuery(foodQuery(id))
  const { user } = useSession()
  return (
    <QueryContent query={query}>
      {(food) =>
        isOwnFood(food, user?.email) ? (
          <UpdateFoodForm key={food._id} food={food} />
        ) : (
          <NotYourFood food={food} screen="edit" />
        )
      }
    </QueryContent>
  )
}

function UpdateFoodForm({ food }: { food: Food }) {
  const updating = useSendFoodUpdate()
  const form = useFoodForm({
    initialValues: {
      foodName: food.foodName,
      foodImg: food.foodImg,
      quantity: String(food.quantity),
      location: food.location,
      expireDateTime: food.expireDateTime,
      foodStatus: food.foodStatus,
      tags: food.tags,
      coordinates: food.coordinates,
      pickupWindows: (food.pickupWindows ?? []).map(({ start, end }) => ({
        start: localInputOf(start),
        end: localInputOf(end),
      })),
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
      // The edit form offers every status, so any change is possible (docs/product.md, Foods).
      statuses={FOOD_STATUSES}
      donator={food.donator}
      form={form}
    />
  )
}
