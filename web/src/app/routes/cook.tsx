// placeholder: filled in by the next commit
export function Component() {
  return null
}
