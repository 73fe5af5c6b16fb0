import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { acceptWrite } from '../http/security'
import { currentUser, requireUser } from '../http/require-user'
import { parse, parseId } from '../http/validate'
import { createAlert, deleteAlert, getAlerts } from '../services/alerts'
import {
  addPushSubscription,
  getPreferences,
  getPushKey,
  putLanguage,
  putPreferences,
  removePushSubscription,
  unsubscribe,
  unsubscribeKinds,
} from '../services/channels'
import { apiPaths } from '../shared/api-paths'
import {
  alertInput,
  languageInput,
  preferencesInput,
  pushEndpointInput,
  pushSubscriptionInput,
} from '../shared/channels'
import { EMAIL_TEXTS, EVENT_TITLES } from '../shared/event-texts'
import type { NotificationKind } from '../shared/request-status'
import { escapeHtml } from '../shared/html'
import { z } from 'zod'

/** Alerts, preferences, push subscriptions and the emails' one-click unsubscribe (docs/decisions/channels.md). */
export const channelRoutes = Router()

channelRoutes
  .route('/alerts')
  .get(requireUser, async (_req, res) => {
    res.json(await getAlerts(currentUser(res)))
  })
  .post(acceptWrite, requireUser, async (req, res) => {
    const input = parse(alertInput, req.body)
    res.status(201).json(await createAlert(currentUser(res), input, new Date()))
  })
  .all(methodNotAllowed('GET', 'POST'))

channelRoutes
  .route('/alerts/:id')
  .delete(acceptWrite, requireUser, async (req, res) => {
    res.json(await deleteAlert(currentUser(res), parseId(req.params.id)))
  })
  .all(methodNotAllowed('DELETE'))

channelRoutes
  .route('/me/preferences')
  .get(requireUser, async (_req, res) => {
    res.json(await getPreferences(currentUser(res)))
  })
  .put(acceptWrite, requireUser, async (req, res) => {
    const input = parse(preferencesInput, req.body)
    res.json(await putPreferences(currentUser(res), input))
  })
  .all(methodNotAllowed('GET', 'PUT'))

channelRoutes
  .route(apiPaths.language)
  .put(acceptWrite, requireUser, async (req, res) => {
    res.json(await putLanguage(currentUser(res), parse(languageInput, req.body)))
  })
  .all(methodNotAllowed('PUT'))

channelRoutes
  .route('/push-subscriptions/key')
  .get((_req, res) => {
    res.json(getPushKey())
  })
  .all(methodNotAllowed('GET'))

channelRoutes
  .route('/push-subscriptions')
  .post(acceptWrite, requireUser, async (req, res) => {
    const input = parse(pushSubscriptionInput, req.body)
    res.status(201).json(await addPushSubscription(currentUser(res), input, new Date()))
  })
  .delete(acceptWrite, requireUser, async (req, res) => {
    const { endpoint } = parse(pushEndpointInput, req.body)
    res.json(await removePushSubscription(currentUser(res), endpoint))
  })
  .all(methodNotAllowed('POST', 'DELETE'))

const tokenQuery = z.object({ token: z.string({ error: 'token is missing' }).max(500) })
const titles = (kinds: readonly NotificationKind[]) => kinds.map((kind) => EVENT_TITLES[kind]).join(', ')

function page(text: string, form = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>FoodShare</title></head><body><main><p>${escapeHtml(text)}</p>${form}</main></body></html>`
}

/**
 * RFC 8058: mail clients POST `List-Unsubscribe=One-Click` to the link, without cookies, so the
 * signed token alone says who. A GET (a person following the link, or a scanner fetching it)
 * only shows a button to confirm.
 */
channelRoutes
  .route('/unsubscribe')
  .get((req, res) => {
    const { token } = parse(tokenQuery, req.query)
    const kinds = unsubscribeKinds(token)
    if (!kinds) {
      res.status(400).type('html').send(page(EMAIL_TEXTS.badLink))
      return
    }
    const action = `?token=${encodeURIComponent(token)}`
    res
      .type('html')
      .send(
        page(
          EMAIL_TEXTS.unsubscribeConfirm(titles(kinds)),
          `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${EMAIL_TEXTS.unsubscribeButton}</button></form>`,
        ),
      )
  })
  .post(async (req, res) => {
    const { token } = parse(tokenQuery, req.query)
    const kinds = await unsubscribe(token)
    if (!kinds) {
      res.status(400).type('html').send(page(EMAIL_TEXTS.badLink))
      return
    }
    res.type('html').send(page(EMAIL_TEXTS.unsubscribed(titles(kinds))))
  })
  .all(methodNotAllowed('GET', 'POST'))
