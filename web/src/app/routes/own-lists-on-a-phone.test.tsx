import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import Swal from 'sweetalert2'
import { afterEach, expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import { copy } from '@shared/copy'
import { paths } from '../../config/paths'
import { requestsColumns } from '../../features/requests/components/requests-table'
import { buildFood, buildRequest } from '../../test/builders'
import { apiUrl, pageAnswer, server } from '../../test/msw'
import { renderApp } from '../../test/render'
import { setViewportWidth } from '../../test/viewport'
import { messagesText } from '../../texts/messages'
import { loopText, portionsText } from '../../texts/requests'

// sweetalert2 keeps its popup in document.body, outside what Testing Library cleans up.
afterEach(() => Swal.close())

const food = buildFood({
  quantity: 7,
  portionsLeft: 7,
  requestsWaiting: 2,
  foodStatus: 'Available',
  expireDateTime: '2099-02-20',
})
const request = buildRequest({
  foodName: 'Phone Pilaf',
  expireDateTime: '2099-03-04',
  location: 'Sylhet, Zindabazar',
  donator: { name: 'Ayesha Rahman', email: 'ayesha@example.com' },
  foodStatus: 'Requested',
  status: 'Requested',
  portions: 1,
})

/** The user's own lists: a table on a wide screen, a card per row on a phone. */
const ownLists = [
  {
    list: '/mypost',
    path: paths.myPost,
    heading: copy.myPost.heading,
    answer: http.get(apiUrl(apiPaths.posted), () => pageAnswer([food])),
    columns: copy.myPost.columns,
    values: [
      food.foodName,
      '2099-02-20',
      '7',
      `Available${loopText.myPost.waiting(2)}`,
      `${loopText.myPost.requests}${copy.myPost.edit}${copy.myPost.delete}`,
    ],
    actions: [
      { role: 'link', name: copy.myPost.edit, href: paths.update(food._id) },
      { role: 'button', name: copy.myPost.delete },
    ],
  },
  {
    list: '/myrequest',
    path: paths.myRequest,
    heading: copy.myRequest.heading,
    answer: http.get(apiUrl(apiPaths.requests), () => pageAnswer([request])),
    columns: requestsColumns(),
    values: [
      'Phone Pilaf',
      '2099-03-04Sylhet, Zindabazar',
      'Ayesha Rahmanayesha@example.com',
      `${loopText.myRequest.foodNow}Available`,
      `${loopText.myRequest.yourRequest}Requested${portionsText(1)}`,
      `${messagesText.open}${copy.myRequest.delete}`,
    ],
    actions: [
      { role: 'link', name: messagesText.openAbout(request.foodName), href: paths.thread(request._id) },
      { role: 'button', name: copy.myRequest.delete },
    ],
  },
] as const

test.each(ownLists)(
  'on a 390 px phone $list shows each row as a card, the column names as labels and its actions in view',
  async ({ path, heading, answer, columns, values, actions }) => {
    setViewportWidth(390)
    server.use(answer)

    renderApp(path, { user: {} })

    const list = await screen.findByRole('list', { name: heading })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const card = within(list).getByRole('listitem')
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([...columns])
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(values)
    for (const action of actions) {
      const shown = within(card).getByRole(action.role, { name: action.name })
      if ('href' in action) expect(shown).toHaveAttribute('href', action.href)
    }
  },
)
