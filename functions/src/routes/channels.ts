import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { forUser, writeForUser } from '../http/require-user'
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
  .get(...forUser((_req, user) => getAlerts(user)))
  .post(...writeForUser((req, user) => createAlert(user, parse(alertInput, req.body), new Date()), 201))
  .all(methodNotAllowed('GET', 'POST'))

channelRoutes
  .route('/alerts/:id')
  .delete(...writeForUser((req, user) => deleteAlert(user, parseId(req.params.id))))
  .all(methodNotAllowed('DELETE'))

channelRoutes
  .route('/me/preferences')
  .get(...forUser((_req, user) => getPreferences(user)))
  .put(...writeForUser((req, user) => putPreferences(user, parse(preferencesInput, req.body), new Date())))
  .all(methodNotAllowed('GET', 'PUT'))

channelRoutes
  .route(apiPaths.language)
  .put(...writeForUser((req, user) => putLanguage(user, parse(languageInput, req.body))))
  .all(methodNotAllowed('PUT'))

channelRoutes
  .route('/push-subscriptions/key')
  .get((_req, res) => {
    res.json(getPushKey())
  })
  .all(methodNotAllowed('GET'))

channelRoutes
  .route('/push-subscriptions')
  .post(
    ...writeForUser((req, user) => addPushSubscription(user, parse(pushSubscriptionInput, req.body), new Date()), 201),
  )
  .delete(...writeForUser((req, user) => removePushSubscription(user, parse(pushEndpointInput, req.body).endpoint)))
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
