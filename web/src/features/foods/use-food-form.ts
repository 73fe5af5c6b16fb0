import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { z } from 'zod'
import { copy } from '../../texts/copy'
import { apiErrorText as apiErrors } from '../../texts/api-errors'
import { foodFormText } from '../../texts/foods'
import type { DietTag } from '@shared/diet-tags'
import type { Coordinates } from '@shared/geo'
import { ApiError } from '../../lib/api-client'
import { showError, showSuccess } from '../../lib/dialogs'
import { useDelayedNavigate } from '../../lib/use-delayed-navigate'
import { pickupWindowsToSend, type PickupWindowValues } from './pickup-windows'

/** What the inputs hold: text, as typed. The schema turns it into the API's input. */
export interface FoodFormValues {
  foodName: string
  foodImg: string
  quantity: string
  location: string
  expireDateTime: string
  foodStatus: string
  tags: DietTag[]
  /** The pin beside the text location: undefined says nothing of it (spec bodies stay as they were), null takes it away. */
  coordinates: Coordinates | null | undefined
  pickupWindows: PickupWindowValues[]
}
export type FoodField = keyof FoodFormValues
export type FoodFieldErrors = Partial<Record<FoodField, string>>

const FOOD_FIELDS: readonly FoodField[] = [
  'foodName',
  'foodImg',
  'quantity',
  'location',
  'expireDateTime',
  'foodStatus',
  'tags',
  'coordinates',
  'pickupWindows',
]

function isFoodField(name: PropertyKey | undefined): name is FoodField {
  return FOOD_FIELDS.some((field) => field === name)
}

export const emptyFoodForm: FoodFormValues = {
  foodName: '',
  foodImg: '',
  quantity: '',
  location: '',
  expireDateTime: '',
  foodStatus: 'Available',
  tags: [],
  coordinates: undefined,
  pickupWindows: [],
}

/** A bad URL and a bad title have their own dialogs (docs/product.md, Texts); other fields say what the schema says. */
function showInvalid(issue: z.core.$ZodIssue | undefined): Promise<void> {
  const field = issue?.path[0]
  const message = issue?.message ?? apiErrors.badRequest
  if (field === 'foodImg') return showError(copy.dialog.invalidUrl.title, message)
  if (field === 'foodName') return showError(copy.dialog.invalidTitle.title, message)
  return showError(apiErrors.badRequest, message)
}

function errorsOf(issues: readonly z.core.$ZodIssue[]): FoodFieldErrors {
  const errors: FoodFieldErrors = {}
  for (const issue of issues) {
    const field = issue.path[0]
    if (isFoodField(field) && !errors[field]) errors[field] = issue.message
  }
  return errors
}

export interface UseFoodFormOptions<Input> {
  initialValues: FoodFormValues
  /** `foodInput` to add, `foodUpdateInput` to edit: the very schemas the API parses with. */
  schema: z.ZodType<Input>
  /** Sends the parsed input; resolves true when the server confirms the change. */
  save: (input: Input) => Promise<boolean>
  successTitle: string
  failureTitle: string
  redirectTo: string
  resetOnSuccess?: boolean
}

export interface FoodFormState {
  values: FoodFormValues
  fieldErrors: FoodFieldErrors
  /** True from submit until the redirect, so a food is never sent twice. */
  pending: boolean
  change: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void
  /** Sets a field from code rather than an input (the photo upload fills the image URL). */
  set: <Field extends FoodField>(field: Field, value: FoodFormValues[Field]) => void
  submit: (event: FormEvent<HTMLFormElement>) => void
}

/** The one hook behind the add and edit forms: values, change, submit (docs/product.md, Texts). */
export function useFoodForm<Input>({
  initialValues,
  schema,
  save,
  successTitle,
  failureTitle,
  redirectTo,
  resetOnSuccess = false,
}: UseFoodFormOptions<Input>): FoodFormState {
  const navigateLater = useDelayedNavigate()
  const [values, setValues] = useState(initialValues)
  const [fieldErrors, setFieldErrors] = useState<FoodFieldErrors>({})
  const [pending, setPending] = useState(false)
  // State updates land after a re-render; a ref stops a second click that comes before it.
  const busy = useRef(false)

  // Stable, so inputs that take it (the tags' boxes) can skip re-rendering on every keystroke.
  const set = useCallback(<Field extends FoodField>(field: Field, value: FoodFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setFieldErrors((current) => ({ ...current, [field]: undefined }))
  }, [])

  function change(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const { name, value } = event.target
    if (isFoodField(name)) set(name, value)
  }

  /** The server's reason, with its per-field reasons (a 400) shown beside the inputs too. */
  function failureOf(error: unknown): string {
    const message = error instanceof Error ? error.message : apiErrors.internal
    const fields = error instanceof ApiError ? error.fields : undefined
    if (!fields) return message
    const known: FoodFieldErrors = {}
    for (const [field, reason] of Object.entries(fields)) if (isFoodField(field)) known[field] = reason
    setFieldErrors(known)
    return foodFormText.failedBecause(message, Object.values(fields).join(' '))
  }

  async function send() {
    const parsed = schema.safeParse({
      ...values,
      pickupWindows: pickupWindowsToSend(values.pickupWindows, initialValues.pickupWindows),
    })
    if (!parsed.success) {
      setFieldErrors(errorsOf(parsed.error.issues))
      await showInvalid(parsed.error.issues[0])
      return
    }
    busy.current = true
    setPending(true)
    const failure = await save(parsed.data).then((saved) => (saved ? undefined : apiErrors.internal), failureOf)
    if (failure !== undefined) {
      busy.current = false
      setPending(false)
      await showError(failureTitle, failure)
      return
    }
    void showSuccess(successTitle)
    if (resetOnSuccess) setValues(initialValues)
    // Still pending until the redirect: the same food is not sent twice.
    navigateLater(redirectTo)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    void send()
  }

  return { values, fieldErrors, pending, change, set, submit }
}
