import { expect, test } from 'vitest'
import { parseModeratorArgs } from './moderator'

test.each([
  [['add', 'a@b.test'], { on: true, email: 'a@b.test' }],
  [['remove', 'a@b.test'], { on: false, email: 'a@b.test' }],
  [['add', 'a@b.test', '--project', 'my-project'], { on: true, email: 'a@b.test', project: 'my-project' }],
  [['--project', 'p1', 'remove', 'a@b.test'], { on: false, email: 'a@b.test', project: 'p1' }],
])('npm run moderator -- %j', (args, command) => {
  expect(parseModeratorArgs(args)).toEqual(command)
})

test.each([
  [[]],
  [['add']],
  [['grant', 'a@b.test']],
  [['add', 'not-an-email']],
  [['add', 'a@b.test', '--project']],
  [['add', 'a@b.test', 'x']],
])('refuses %j', (args) => {
  expect(parseModeratorArgs(args)).toBeUndefined()
})
