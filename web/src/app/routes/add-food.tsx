import type { Donator } from '@shared/responses'
import type { FoodStatus } from '@shared/food-status'
import { paths } from '../../config/paths'
import { useSession } from '../../features/auth/session-context'
import { useSendNewFood } from '../../features/foods/api/send-new-food'
import { FoodForm } from '../../features/foods/components/food-form'
import { foodInput } from '../../features/foods/food-schemas'
import { emptyFoodForm, useFoodForm } from '../../features/foods/use-food-form'
import { copy } from '../../texts/copy'
import { addFoodText } from '../../texts/foods'

/** A new food can only be Available (docs/product.md, Foods). */
const ADD_STATUSES: readonly FoodStatus[] = ['Available']

export function Component() {
  const { user } = useSession()
  const donator: Donator = { name: user?.displayName ?? '', email: user?.email ?? '', img: user?.photoURL ?? '' }
  const adding = useSendNewFood()
  const form = useFoodForm({
    initialValues: emptyFoodForm,
    schema: foodInput,
    save: async (input) => Boolean((await adding.mutateAsync({ ...input, donator })).insertedId),
    successTitle: copy.dialog.added,
    failureTitle: addFoodText.failed,
    redirectTo: paths.allFood,
    resetOnSuccess: true,
  })

  return (
    <FoodForm
      heading={copy.addFood.heading}
      submitLabel={addFoodText.submit}
      statuses={ADD_STATUSES}
      donator={donator}
      form={form}
    />
  )
}
