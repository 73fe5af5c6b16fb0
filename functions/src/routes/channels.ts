import { Router } from 'express'
import { methodNotAllowed } from '../http/method-not-allowed'
import { forUser, parse, parseId, writeForUser } from '../http/request-pipeline'
import { createAlert, deleteAlert, getAlerts } from '../services/alerts'
import {
  addPushSubscription,
  getLanguage,
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
import { eventTexts } from '../shared/event-texts'
import { directionOf, type Language } from '../shared/languages'
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
  .get(
    ...forUser((req, user) => {
      // Nothing to choose on a read: a query (a misspelt PUT, say) is refused rather than ignored.
      parse(noQuery, req.query)
      return getLanguage(user)
    }),
  )
  .put(...writeForUser((req, user) => putLanguage(user, parse(languageInput, req.body))))
  .all(methodNotAllowed('GET', 'PUT'))

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

const noQuery = z.strictObject({})
const tokenQuery = z.object({ token: z.string({ error: 'token is missing' }).max(500) })
const titles = (kinds: readonly NotificationKind[], language: Language) =>
  kinds.map((kind) => eventTexts(language).titles[kind]).join(', ')

/** A page in the person's language; a link we did not sign names nobody, so it says so in English. */
function page(language: Language, text: string, form = ''): string {
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>FoodShare</title></head><body><main><p>${escapeHtml(text)}</p>${form}</main></body></html>`
}

/**
 * RFC 8058: mail clients POST `List-Unsubscribe=One-Click` to the link, without cookies, so the
 * signed token alone says who. A GET (a person following the link, or a scanner fetching it)
 * only shows a button to confirm.
 */
channelRoutes
  .route('/unsubscribe')
  .get(async (req, res) => {
    const { token } = parse(tokenQuery, req.query)
    const link = await unsubscribeKinds(token)
    if (!link) {
      res
        .status(400)
        .type('html')
        .send(page('en', eventTexts('en').email.badLink))
      return
    }
    const { kinds, language } = link
    const texts = eventTexts(language).email
    const action = `?token=${encodeURIComponent(token)}`
    res
      .type('html')
      .send(
        page(
          language,
          texts.unsubscribeConfirm(titles(kinds, language)),
          `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(texts.unsubscribeButton)}</button></form>`,
        ),
      )
  })
  .post(async (req, res) => {
    const { token } = parse(tokenQuery, req.query)
    const done = await unsubscribe(token)
    if (!done) {
      res
        .status(400)
        .type('html')
        .send(page('en', eventTexts('en').email.badLink))
      return
    }
    res
      .type('html')
      .send(page(done.language, eventTexts(done.language).email.unsubscribed(titles(done.kinds, done.language))))
  })
  .all(methodNotAllowed('GET', 'POST'))
