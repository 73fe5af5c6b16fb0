// The import boundaries of the web and of the server's layers (STYLE.md), one zone each. eslint.config.js applies them; a unit test
// plants a violation of each zone and expects ESLint to report it.
const web = './web/src'

const features = ['foods', 'requests', 'auth', 'notifications', 'messages', 'alerts', 'trust']

const server = './functions/src'
export const importBoundaries = {
  basePath: import.meta.dirname,
  zones: [
    {
      target: `${web}/components`,
      from: `${web}/features`,
      message: 'Shared UI never imports a feature: compose it in app/ instead.',
    },
    {
      target: `${web}/lib`,
      from: `${web}/features`,
      message: 'lib/ is below every feature: it never imports one.',
    },
    ...features.map((feature) => ({
      target: `${web}/features/${feature}`,
      from: features.filter((other) => other !== feature).map((other) => `${web}/features/${other}`),
      message: 'Features never import each other; a route module in app/ composes them.',
    })),
    {
      target: './web',
      from: './node_modules/firebase-admin',
      message: 'The web never loads the admin SDK.',
    },
    {
      target: `${server}/domain`,
      from: [
        `${server}/store`,
        `${server}/services`,
        `${server}/http`,
        `${server}/routes`,
        `${server}/senders`,
        `${server}/jobs`,
        './node_modules/firebase-admin',
        './node_modules/firebase-functions',
        './node_modules/express',
      ],
      message: 'domain/ is pure rules: it imports only shared/ and itself.',
    },
    {
      target: `${server}/store`,
      from: [`${server}/services`, `${server}/http`, `${server}/routes`],
      message: 'The store is below the services: it imports no service, http/ or route.',
    },
    {
      target: `${server}/services`,
      from: [`${server}/http`, `${server}/routes`],
      message: 'Services know nothing of HTTP: throw an AppError, http/ maps it.',
    },
    {
      // http/request-pipeline.ts meters each request's Firestore use there and verifies callers with its Auth; the
      // tests beside these layers may reach the admin app to set a case up (an Auth account's photo).
      target: [`${server}/services/!(*.test).ts`, `${server}/jobs/!(*.test).ts`, `${server}/senders/!(*.test).ts`],
      from: `${server}/store/firebase.ts`,
      message:
        "Firestore and its error codes are the store's: it maps NOT_FOUND, ALREADY_EXISTS and FAILED_PRECONDITION to an AppError.",
    },
    {
      // Every service, those to come too; their tests are not services. slots.ts is a tool they share, not a service.
      target: `${server}/services/!(*.test).ts`,
      from: `${server}/services`,
      except: ['./slots.ts'],
      message: 'Services never import each other: a rule two of them need belongs in domain/.',
    },
    {
      // Their integration tests, beside them, read stored documents to check them.
      target: `${server}/routes/!(*.test).ts`,
      from: `${server}/store`,
      message: 'Routes call services, never the store.',
    },
  ],
}

/**
 * The packages a layer never imports, named as ESLint's no-restricted-imports patterns: the zones
 * above see resolved files, and the resolver cannot resolve export-map subpaths such as
 * 'firebase-admin/firestore'. eslint.config.js applies these; the same unit test plants each.
 */
export const packageBoundaries = [
  {
    files: [`${server.slice(2)}/services/**`],
    patterns: [
      {
        group: ['firebase-admin', 'firebase-admin/*', '@google-cloud/firestore', '@google-cloud/firestore/*'],
        message: "Services speak the domain's and the store's types, never Firestore's: the store converts them.",
      },
    ],
  },
]
