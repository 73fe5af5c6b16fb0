// The web's import boundaries (STYLE.md), one zone each. eslint.config.js applies them; a unit test
// plants a violation of each zone and expects ESLint to report it.
const web = './web/src'

const features = ['foods', 'requests', 'auth', 'notifications', 'messages']

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
  ],
}
